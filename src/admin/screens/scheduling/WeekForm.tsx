// The doctor's week on Doctor Calendars: working hours and breaks per weekday in India time, written as spans, and
// the days off. A plain form posted to the screen's own path, refused whole with a message per wrong field.
import { Field } from '../../../ui/Field';
import { FormProblems } from '../shared/FormProblems';
import {
  breaksField,
  DAYS_OFF_FIELD,
  hoursField,
  weekFieldLabel,
  WEEKDAYS,
  type WeekErrors,
  type WeekFormValues,
} from './week-form';

export const WEEK_FORM = 'calendar';

const fieldId = (name: string) => `week-${name}`;

export interface WeekFormProps {
  path: string;
  doctorId: string;
  /** The consultation length, for the hint: slots are cut from the hours at this length. */
  minutes: number;
  values: WeekFormValues;
  errors: WeekErrors;
  /** Today's India date, as the days-off hint's example. */
  today: string;
}

export function WeekForm({ path, doctorId, minutes, values, errors, today }: WeekFormProps) {
  const problems = Object.keys(errors).map((name) => ({
    id: fieldId(name),
    text: errors[name] ?? weekFieldLabel(name),
  }));
  return (
    <form method="post" action={path} className="grid gap-4" noValidate>
      <input type="hidden" name="form" value={WEEK_FORM} />
      <input type="hidden" name="doctor" value={doctorId} />
      <FormProblems title="The week was not saved. Please correct:" problems={problems} />
      <p className="m-0 text-ink-700">
        Times are India time, 24-hour, as spans such as <code>09:00-13:00</code>; several spans a day are separated by
        commas (<code>09:00-13:00, 16:00-19:00</code>). A day left empty has no consultations. Slots of {minutes}{' '}
        minutes are cut from each span from its start; a break must lie inside the day’s hours.
      </p>
      <div className="grid gap-3">
        {WEEKDAYS.map(({ weekday, name }) => (
          <fieldset
            key={weekday}
            className="m-0 grid gap-3 rounded-lg border border-slate-300 p-3 md:grid-cols-[8rem_1fr_1fr] md:items-start"
          >
            <legend className="sr-only">{name}</legend>
            <p aria-hidden="true" className="m-0 font-semibold md:pt-8">
              {name}
            </p>
            <Field id={fieldId(hoursField(weekday))} label={`${name} hours`} error={errors[hoursField(weekday)]}>
              <input
                name={hoursField(weekday)}
                type="text"
                defaultValue={values[hoursField(weekday)] ?? ''}
                maxLength={200}
                autoComplete="off"
              />
            </Field>
            <Field id={fieldId(breaksField(weekday))} label={`${name} breaks`} error={errors[breaksField(weekday)]}>
              <input
                name={breaksField(weekday)}
                type="text"
                defaultValue={values[breaksField(weekday)] ?? ''}
                maxLength={200}
                autoComplete="off"
              />
            </Field>
          </fieldset>
        ))}
      </div>
      <Field
        id={fieldId(DAYS_OFF_FIELD)}
        label="Days off"
        hint={`Dates from today on, one a line or separated by commas, as YYYY-MM-DD (${today}). Days off in the past are dropped.`}
        error={errors[DAYS_OFF_FIELD]}
      >
        <textarea name={DAYS_OFF_FIELD} rows={3} defaultValue={values[DAYS_OFF_FIELD] ?? ''} maxLength={2000} />
      </Field>
      <p className="m-0">
        <button type="submit" className="btn-primary">
          Save the week
        </button>
      </p>
    </form>
  );
}
