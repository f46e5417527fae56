// /admin/appointments/new: a coordinator books an appointment, from a request (?request=CL-..., the patient's words
// filled in) or from scratch. Two plain forms, no JavaScript: the doctor and the day (GET, which shows that day's free
// slots), then the time, the mode and the patient (POST).
import { formatPaise } from '../../../../shared/money';
import { APPOINTMENT_MODES, type BoardSlot, type DoctorRecord } from '../../../appointments';
import { ConsentCheckbox } from '../../../ui/ConsentCheckbox';
import { MODE_WORDS, WHATSAPP_CONSENT_WORDS } from './appointment-copy';
import { appointmentPaths } from '../shared/links';
import { indiaTime } from '../shared/india-time';

/** What the form shows in its fields: the posted values again, or the request's. */
export interface AppointmentFormValues {
  doctor: string;
  date: string;
  slot: string;
  mode: string;
  name: string;
  phone: string;
  email: string;
  locale: string;
  /** 'yes' when the coordinator ticked the patient's WhatsApp choice (asked on the phone); '' otherwise. */
  whatsapp: string;
  request: string;
  /** The form's one-time token (kept when the form comes back with a message). */
  token: string;
}

export interface AppointmentFormProps {
  path: string;
  doctors: readonly DoctorRecord[];
  values: AppointmentFormValues;
  /** The chosen doctor's slots on the chosen day; null before a doctor is chosen. */
  slots: readonly BoardSlot[] | null;
  /** The problem with what was sent, shown above the form. */
  error?: string;
}

function Field({ id, label, children, hint }: { id: string; label: string; children: React.ReactNode; hint?: string }) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="field-hint m-0">
          {hint}
        </p>
      )}
    </div>
  );
}

export function AppointmentForm({ path, doctors, values, slots, error }: AppointmentFormProps) {
  const paths = appointmentPaths(path);
  const free = (slots ?? []).filter((slot) => slot.state === 'free');
  const doctor = doctors.find((candidate) => candidate.id === values.doctor);
  return (
    <div className="grid max-w-3xl gap-6">
      <p className="m-0">
        <a href={path}>Back to appointments</a>
      </p>
      {values.request && (
        <p className="alert-info m-0">
          Booking for request <span className="font-mono">{values.request}</span>; the request is marked contacted once
          the appointment is made.
        </p>
      )}
      {error && (
        <p role="alert" className="alert-error m-0">
          {error}
        </p>
      )}
      <form method="get" action={paths.create} className="card grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-end">
        <h2 className="m-0 text-lg font-bold sm:col-span-3">1. Doctor and day</h2>
        {values.request && <input type="hidden" name="request" value={values.request} />}
        <Field id="new-doctor" label="Doctor">
          <select id="new-doctor" name="doctor" required defaultValue={values.doctor} className="field-input">
            <option value="">Choose a doctor</option>
            {doctors.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name}, {candidate.specialization}
              </option>
            ))}
          </select>
        </Field>
        <Field id="new-date" label="Day (India)">
          <input id="new-date" name="date" type="date" required defaultValue={values.date} className="field-input" />
        </Field>
        <button type="submit" className="btn-outline">
          Show free times
        </button>
      </form>
      {doctor && (
        <form method="post" action={paths.create} className="card grid gap-4">
          <h2 className="m-0 text-lg font-bold">2. Time and patient</h2>
          <p className="m-0 text-ink-700">
            {doctor.name}, fee {formatPaise(doctor.fee, 'en', { paise: 'never' })}, {doctor.minutes} minutes.
          </p>
          <input type="hidden" name="doctor" value={doctor.id} />
          {/* Drawn for each form shown: the same form sent twice books once (the first reference answers). */}
          <input type="hidden" name="token" value={values.token || crypto.randomUUID()} />
          <input type="hidden" name="date" value={values.date} />
          {values.request && <input type="hidden" name="request" value={values.request} />}
          {free.length === 0 ? (
            <p className="m-0 font-semibold">No free times on {values.date}. Choose another day above.</p>
          ) : (
            <Field id="new-slot" label={`Free time on ${values.date}`}>
              <select id="new-slot" name="slot" required defaultValue={values.slot} className="field-input">
                {free.map((slot) => (
                  <option key={slot.start} value={String(slot.start)}>
                    {indiaTime(slot.start)}
                  </option>
                ))}
              </select>
            </Field>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="new-mode" label="Mode">
              <select id="new-mode" name="mode" defaultValue={values.mode || 'video'} className="field-input">
                {APPOINTMENT_MODES.map((mode) => (
                  <option key={mode} value={mode}>
                    {MODE_WORDS[mode]}
                  </option>
                ))}
              </select>
            </Field>
            <Field id="new-locale" label="Patient’s language (pages and messages)">
              <select id="new-locale" name="locale" defaultValue={values.locale || 'en'} className="field-input">
                <option value="en">English</option>
                <option value="hi">Hindi</option>
              </select>
            </Field>
            <Field id="new-name" label="Patient’s name">
              <input
                id="new-name"
                name="name"
                required
                maxLength={100}
                autoComplete="off"
                defaultValue={values.name}
                className="field-input"
              />
            </Field>
            <Field id="new-phone" label="Mobile number" hint="Ten digits, with or without +91.">
              <input
                id="new-phone"
                name="phone"
                type="tel"
                required
                maxLength={20}
                aria-describedby="new-phone-hint"
                defaultValue={values.phone}
                className="field-input"
              />
            </Field>
            <Field id="new-email" label="Email (optional)">
              <input
                id="new-email"
                name="email"
                type="email"
                maxLength={254}
                defaultValue={values.email}
                className="field-input"
              />
            </Field>
          </div>
          {/* Opt-in: the coordinator ticks it only when the patient, asked on the phone, said yes. */}
          <ConsentCheckbox
            hintId="new-whatsapp-hint"
            name="whatsapp"
            label={WHATSAPP_CONSENT_WORDS.label}
            hint={WHATSAPP_CONSENT_WORDS.hint}
            checked={values.whatsapp === 'yes'}
          />
          {free.length > 0 && (
            <button type="submit" className="btn-primary justify-self-start">
              Create the appointment
            </button>
          )}
        </form>
      )}
      {slots === null && values.doctor && !doctor && (
        <p className="m-0">That doctor is not in the list of active doctors.</p>
      )}
      <p className="m-0 text-sm text-ink-600">
        Times are India time. A new appointment is scheduled; confirm it on its page.
      </p>
    </div>
  );
}
