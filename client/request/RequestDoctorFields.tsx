// The fields of the Request Specific Doctor form, used by the dialog and by the server-rendered fallback page.
import {
  DOCTOR_REQUEST_FIELDS,
  type DoctorRequest,
  type DoctorRequestField,
} from '../../shared/requests/doctor-request';
import { useWords } from '../i18n/words';
import { Field } from '../ui/Field';

interface Props {
  idPrefix: string;
  defaults?: Partial<DoctorRequest>;
  invalid?: readonly DoctorRequestField[];
}

export function RequestDoctorFields({ idPrefix, defaults = {}, invalid = [] }: Props) {
  const t = useWords();
  const field = (name: DoctorRequestField, required: boolean) => ({
    id: `${idPrefix}-${name}`,
    label: t.request.fields[name],
    optionalText: t.request.optional,
    required,
    invalid: invalid.includes(name),
  });
  const control = (name: DoctorRequestField) => ({
    name,
    defaultValue: defaults[name] ?? '',
    maxLength: DOCTOR_REQUEST_FIELDS[name].maxLength,
  });
  return (
    <div className="grid gap-4">
      <Field {...field('name', true)}>
        <input {...control('name')} type="text" autoComplete="name" />
      </Field>
      <Field {...field('phone', true)}>
        <input {...control('phone')} type="tel" autoComplete="tel" inputMode="tel" />
      </Field>
      <Field {...field('specialization', true)}>
        <input {...control('specialization')} type="text" placeholder={t.request.specializationPlaceholder} />
      </Field>
      <Field {...field('requirements', false)}>
        <textarea {...control('requirements')} rows={3} />
      </Field>
    </div>
  );
}
