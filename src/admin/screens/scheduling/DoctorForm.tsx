// The doctor's record on Doctor Calendars: add a doctor or edit one. A plain form posted to the screen's own path; a
// refused form comes back with the values as typed and a message beside each wrong field.
import { Field } from '../../../ui/Field';
import {
  LANGUAGE_CHOICES,
  languageField,
  type DoctorErrors,
  type DoctorFieldName,
  type DoctorFormChoices,
  type DoctorFormValues,
} from './doctor-form';
import { FormProblems } from '../shared/FormProblems';

export const DOCTOR_FORM = 'doctor';

const fieldId = (name: DoctorFieldName) => `doctor-${name}`;

const LABELS: Record<DoctorFieldName, string> = {
  name: 'Name',
  specialization: 'Specialization',
  department: 'Department',
  qualifications: 'Qualifications',
  registrationNumber: 'Registration number',
  council: 'Registering council',
  languages: 'Languages',
  fee: 'Consultation fee (₹)',
  minutes: 'Consultation length (minutes)',
  meetingLink: 'Meeting link for video consultations',
  experienceYears: 'Experience (years)',
  rating: 'Rating (0 to 5)',
  nameHi: 'Name in Hindi',
  specializationHi: 'Specialization in Hindi',
  qualificationsHi: 'Qualifications in Hindi',
  councilHi: 'Council in Hindi',
};

const OPTIONAL = ' (optional)';

export interface DoctorFormProps {
  path: string;
  /** The doctor's id, or null for a new doctor. */
  doctorId: string | null;
  values: DoctorFormValues;
  errors: DoctorErrors;
  /** The departments and specialties the masters offer. */
  choices: DoctorFormChoices;
}

const SPECIALTIES_LIST = 'doctor-specialties';

export function DoctorForm({ path, doctorId, values, errors, choices }: DoctorFormProps) {
  const text = (
    name: Exclude<DoctorFieldName, 'languages'>,
    control: Partial<Record<string, string | number | boolean>> = {},
    hint?: string,
    required = true,
  ) => (
    <Field
      id={fieldId(name)}
      label={LABELS[name]}
      required={required}
      optionalText={OPTIONAL}
      hint={hint}
      error={errors[name]}
    >
      <input name={name} type="text" defaultValue={values.text[name]} {...control} />
    </Field>
  );
  const problems = (Object.keys(errors) as DoctorFieldName[]).map((name) => ({
    id: name === 'languages' ? 'doctor-languages' : fieldId(name),
    text: `${LABELS[name]}: ${errors[name]}`,
  }));
  return (
    <form method="post" action={path} className="grid gap-4" noValidate>
      <input type="hidden" name="form" value={DOCTOR_FORM} />
      <input type="hidden" name="doctor" value={doctorId ?? 'new'} />
      <FormProblems title="The doctor was not saved. Please correct:" problems={problems} />
      <div className="grid gap-4 md:grid-cols-2">
        {text(
          'name',
          { maxLength: 100, autoComplete: 'off' },
          doctorId ? `The id ${doctorId} stays.` : 'The id is made from the name and never changes.',
        )}
        {text(
          'specialization',
          { maxLength: 100, list: SPECIALTIES_LIST, autoComplete: 'off' },
          'Choose from the Specialties master, or write it as the doctor is known: Diabetologist & General Physician.',
        )}
        <datalist id={SPECIALTIES_LIST}>
          {choices.specialties.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <Field
          id={fieldId('department')}
          label={LABELS.department}
          required
          hint="The Doctors page’s filter; the list is the Departments master."
          error={errors.department}
        >
          <select name="department" defaultValue={values.text.department}>
            <option value="">Choose a department</option>
            {choices.departments.map(({ id, name, retired }) => (
              <option key={id} value={id}>
                {retired ? `${name} (retired)` : name}
              </option>
            ))}
          </select>
        </Field>
        {text(
          'qualifications',
          { maxLength: 200 },
          'As on the registration, separated by commas: MBBS, MD (General Medicine).',
        )}
        {text(
          'registrationNumber',
          { maxLength: 40 },
          'Shown on the Doctors page and on receipts (Telemedicine Practice Guidelines 2020).',
        )}
        {text('council', { maxLength: 100 }, 'Such as Tamil Nadu Medical Council or National Medical Commission.')}
        {text('fee', { inputMode: 'decimal', maxLength: 12 }, 'In rupees, such as 499 or 499.50.')}
        {text('minutes', { inputMode: 'numeric', maxLength: 3 }, 'From 5 to 240; slots are this long.')}
        {text('experienceYears', { inputMode: 'numeric', maxLength: 2 }, 'A whole number, 0 to 70.')}
        {text('rating', { inputMode: 'decimal', maxLength: 3 }, 'Average patient rating, such as 4.8.', false)}
        <div className="md:col-span-2">
          {text(
            'meetingLink',
            { type: 'url', maxLength: 500 },
            'A full https:// address (Google Meet, Zoom, Jitsi).',
            false,
          )}
        </div>
      </div>
      <fieldset
        id="doctor-languages"
        tabIndex={-1}
        aria-describedby={errors.languages ? 'doctor-languages-error' : undefined}
        className="m-0 rounded-lg border border-slate-300 p-4"
      >
        <legend className="px-1 text-sm font-semibold text-ink-700">
          Languages the doctor consults in<span aria-hidden="true"> *</span>
        </legend>
        <div className="grid grid-cols-2 gap-x-4 sm:grid-cols-3 lg:grid-cols-6">
          {Object.entries(LANGUAGE_CHOICES).map(([code, name]) => (
            <label key={code} className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                name={languageField(code)}
                defaultChecked={values.languages.includes(code)}
                className="h-5 w-5"
              />
              <span>
                {name} <span className="text-ink-600">({code})</span>
              </span>
            </label>
          ))}
        </div>
        {errors.languages && (
          <p id="doctor-languages-error" className="field-error">
            {errors.languages}
          </p>
        )}
      </fieldset>
      <fieldset className="m-0 grid gap-4 rounded-lg border border-slate-300 p-4 md:grid-cols-2">
        <legend className="px-1 text-sm font-semibold text-ink-700">
          Words in Hindi for the Hindi pages (optional; a word left empty is shown in English)
        </legend>
        {text('nameHi', { maxLength: 100, lang: 'hi' }, undefined, false)}
        {text('specializationHi', { maxLength: 100, lang: 'hi' }, undefined, false)}
        {text('qualificationsHi', { maxLength: 200, lang: 'hi' }, undefined, false)}
        {text('councilHi', { maxLength: 100, lang: 'hi' }, undefined, false)}
      </fieldset>
      <div>
        <label className="flex min-h-11 items-center gap-2 font-semibold">
          <input
            type="checkbox"
            name="active"
            defaultChecked={values.active}
            aria-describedby="doctor-active-hint"
            className="h-5 w-5"
          />
          Active: published on the Doctors page and offering slots
        </label>
        <p id="doctor-active-hint" className="field-hint m-0">
          Making a doctor inactive keeps the appointments already made and offers no new slots.
        </p>
      </div>
      <p className="m-0">
        <button type="submit" className="btn-primary">
          {doctorId ? 'Save the doctor' : 'Add the doctor'}
        </button>
      </p>
    </form>
  );
}
