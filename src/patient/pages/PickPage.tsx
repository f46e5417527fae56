// /doctors/<id>/book: the doctor, then their free times for the next week grouped by India day, each a radio in one
// plain form with the patient's name, mobile, optional e-mail, the way to talk and whether to hear on WhatsApp (an
// opt-in box). Works without JavaScript: the form posts to this page, which books the time or renders the form again
// with what was typed and what is wrong.
import { FormSafeguards } from '../../render/islands';
import { Field } from '../../render/islands';
import { useWords } from '../../render/islands';
import { newFormToken } from '../../../shared/requests/token';
import { AppointmentLookupNote } from '../../booking/AppointmentLookupNote';
import { usePage } from '../../render/page-context';
import { Alert } from '../../ui/Alert';
import { ConsentCheckbox } from '../../ui/ConsentCheckbox';
import { indiaDate, type BoardSlot, APPOINTMENT_MODES, type DoctorRecord } from '../../appointments';
import { APPOINTMENT_COPY } from '../copy';
import { DoctorFacts, doctorName } from './DoctorFacts';
import { formatNumber, indiaClock, indiaDay } from './when';

export interface PickFormState {
  values: Record<string, string>;
  /** What is wrong with the person's fields, in the request forms' words (src/patient/pick-form.ts). */
  problems?: Partial<Record<'name' | 'phone' | 'email', string>>;
  /** What is wrong with the time picked (none, taken, no longer offered), in words. */
  slotMessage?: string;
  modeMessage?: string;
  /** A refusal of the whole form (too many tries, the store unavailable), in words. */
  message?: string;
}

interface Props {
  doctor: DoctorRecord;
  /** Free slots only, in order. */
  slots: readonly BoardSlot[];
  action: string;
  /** Where a visitor asks for a call-back instead. */
  callbackHref: string;
  form?: PickFormState;
}

function byDay(slots: readonly BoardSlot[]): { date: string; slots: BoardSlot[] }[] {
  const days: { date: string; slots: BoardSlot[] }[] = [];
  for (const slot of slots) {
    const date = indiaDate(slot.start);
    const last = days.at(-1);
    if (last?.date === date) last.slots.push(slot);
    else days.push({ date, slots: [slot] });
  }
  return days;
}

function NoSlots({ callbackHref }: { callbackHref: string }) {
  const { locale, config } = usePage();
  const words = APPOINTMENT_COPY[locale].pick;
  return (
    <Alert tone="info" title={words.noSlots} className="mt-4">
      <p>{words.noSlotsHelp}</p>
      <p className="mt-3 flex flex-wrap gap-3">
        <a href={callbackHref} className="btn-primary">
          {words.callback}
        </a>
        <a href={`tel:+${config.supportPhoneDigits}`} className="btn-outline">
          {words.call(config.supportPhone)}
        </a>
      </p>
    </Alert>
  );
}

export function PickPage({ doctor, slots, action, callbackHref, form }: Props) {
  const { locale, config } = usePage();
  const t = useWords();
  const words = APPOINTMENT_COPY[locale];
  const values = form?.values ?? {};
  const problems = form?.problems ?? {};
  const picked = values.slot ?? '';
  const mode = values.mode ?? 'video';
  const days = byDay(slots);
  const openDay = Math.max(
    0,
    days.findIndex((day) => day.slots.some((slot) => String(slot.start) === picked)),
  );
  const hasProblems = Object.keys(problems).length > 0 || form?.slotMessage || form?.modeMessage;
  // Only empty fields (the words of an empty field, and no way to talk missing): the "missing information" summary.
  const onlyMissing = Object.values(problems).every((problem) => problem === t.forms.problems.missing);
  const summary = hasProblems ? (onlyMissing && !form?.modeMessage ? t.forms.missing : t.forms.invalid) : null;
  const person = (field: 'name' | 'phone' | 'email', type: string, autoComplete: string, maxLength: number) => (
    <Field
      id={`pick-${field}`}
      label={t.forms.fields[field]}
      optionalText={t.forms.optional}
      required={field !== 'email'}
      hint={field === 'phone' ? t.forms.phoneHint : undefined}
      error={problems[field]}
    >
      <input
        name={field}
        type={type}
        autoComplete={autoComplete}
        inputMode={field === 'phone' ? 'tel' : undefined}
        maxLength={maxLength}
        defaultValue={values[field] ?? ''}
      />
    </Field>
  );
  return (
    <section className="container max-w-2xl py-8">
      <h1 className="text-2xl font-extrabold text-ink-900">{words.pick.title(doctorName(doctor, locale))}</h1>
      <p className="mt-2 text-ink-700">{words.pick.lead}</p>
      <div className="card mt-5">
        <h2 className="mb-2 text-lg font-bold text-ink-900">{words.pick.doctorHeading}</h2>
        <DoctorFacts doctor={doctor} full />
      </div>
      <h2 className="mt-6 text-xl font-bold text-ink-900">{words.pick.slotsHeading}</h2>
      <p className="text-sm text-ink-600">{words.pick.timeZoneNote}</p>
      {days.length === 0 ? (
        <NoSlots callbackHref={callbackHref} />
      ) : (
        <form method="post" action={action} noValidate className="mt-3">
          {(summary || form?.message) && (
            <Alert tone="error" title={summary?.title} className="mb-4">
              {form?.message ?? summary?.description}
            </Alert>
          )}
          <fieldset aria-describedby={form?.slotMessage ? 'pick-slot-error' : undefined}>
            <legend className="sr-only">{words.pick.slotLegend}</legend>
            {form?.slotMessage && (
              <p id="pick-slot-error" role="alert" className="field-error mb-2 font-semibold">
                {form.slotMessage}
              </p>
            )}
            {days.map((day, index) => (
              <details key={day.date} open={index === openDay} className="card mb-2 p-0">
                <summary className="flex min-h-12 cursor-pointer items-center justify-between px-4 font-semibold">
                  <span>{indiaDay(day.slots[0]?.start ?? 0, locale)}</span>
                  <span className="text-sm font-normal text-ink-600">
                    {words.pick.freeCount(formatNumber(day.slots.length, locale))}
                  </span>
                </summary>
                {/* A time stays on one line ("10:00 am"): the radio keeps no margin and the columns are as many as fit. */}
                <div className="grid grid-cols-[repeat(auto-fill,minmax(5.75rem,1fr))] gap-2 px-3 pb-4 sm:px-4">
                  {day.slots.map((slot) => (
                    <label
                      key={slot.start}
                      data-slot-time=""
                      className="flex min-h-11 items-center justify-center gap-1.5 whitespace-nowrap rounded-lg border border-slate-300 px-1.5 text-sm"
                    >
                      <input
                        type="radio"
                        name="slot"
                        value={slot.start}
                        defaultChecked={String(slot.start) === picked}
                        className="m-0 h-4 w-4 shrink-0 accent-brand-700"
                      />
                      {indiaClock(slot.start, locale)}
                    </label>
                  ))}
                </div>
              </details>
            ))}
          </fieldset>
          <div className="card mt-5 grid gap-4">
            <h2 className="text-lg font-bold text-ink-900">{words.pick.detailsHeading}</h2>
            {person('name', 'text', 'name', 100)}
            {person('phone', 'tel', 'tel', 20)}
            {person('email', 'email', 'email', 254)}
            <fieldset>
              <legend className="field-label">{words.pick.modeLegend}</legend>
              {form?.modeMessage && <p className="field-error">{form.modeMessage}</p>}
              <div className="mt-1 flex flex-wrap gap-2">
                {APPOINTMENT_MODES.map((choice) => (
                  <label
                    key={choice}
                    className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm"
                  >
                    <input
                      type="radio"
                      name="mode"
                      value={choice}
                      defaultChecked={choice === mode}
                      className="accent-brand-700"
                    />
                    {words.modes[choice]}
                  </label>
                ))}
              </div>
            </fieldset>
            <ConsentCheckbox
              hintId="pick-whatsapp-hint"
              name="whatsapp"
              label={words.pick.whatsapp}
              hint={words.pick.whatsappHint}
              checked={values.whatsapp === 'yes'}
            />
            <FormSafeguards token={newFormToken()} consent="callback" idPrefix="pick" className="text-ink-600" />
            <p className="text-sm text-ink-600">{words.pick.holdNote(formatNumber(config.holdMinutes, locale))}</p>
            <button type="submit" className="btn-primary w-full">
              {words.pick.submit}
            </button>
          </div>
          <p className="mt-4 text-sm">
            <a href={callbackHref}>{words.pick.callback}</a>
          </p>
        </form>
      )}
      <AppointmentLookupNote className="mt-4 text-sm text-ink-700" />
    </section>
  );
}
