// The fields of the Request Specific Doctor form, used by the dialog and by the server-rendered fallback page.
import { DOCTOR_REQUEST_FIELDS, type DoctorRequest, type DoctorRequestField } from '../../shared/requests/doctor-request';
import { useWords } from '../i18n/words';

const INPUT =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-ink-900 placeholder:text-ink-500 focus:border-brand-700 focus:outline focus:outline-2 focus:outline-brand-700 aria-[invalid=true]:border-red-700';

interface Props {
  idPrefix: string;
  defaults?: Partial<DoctorRequest>;
  invalid?: readonly DoctorRequestField[];
}

function Label({ htmlFor, field, required }: { htmlFor: string; field: DoctorRequestField; required: boolean }) {
  const t = useWords();
  return (
    <label htmlFor={htmlFor} className="block text-sm font-semibold text-ink-700">
      {t.request.fields[field]}
      {required ? <span aria-hidden="true"> *</span> : <span className="font-normal text-ink-600">{t.request.optional}</span>}
    </label>
  );
}

export function RequestDoctorFields({ idPrefix, defaults = {}, invalid = [] }: Props) {
  const t = useWords();
  const id = (field: DoctorRequestField) => `${idPrefix}-${field}`;
  const common = (field: DoctorRequestField) => ({
    id: id(field),
    name: field,
    defaultValue: defaults[field] ?? '',
    maxLength: DOCTOR_REQUEST_FIELDS[field].maxLength,
    'aria-invalid': invalid.includes(field) || undefined,
    className: INPUT,
  });
  return (
    <div className="grid gap-4">
      <div>
        <Label htmlFor={id('name')} field="name" required />
        <input {...common('name')} type="text" autoComplete="name" required />
      </div>
      <div>
        <Label htmlFor={id('phone')} field="phone" required />
        <input {...common('phone')} type="tel" autoComplete="tel" inputMode="tel" required />
      </div>
      <div>
        <Label htmlFor={id('specialization')} field="specialization" required />
        <input {...common('specialization')} type="text" placeholder={t.request.specializationPlaceholder} required />
      </div>
      <div>
        <Label htmlFor={id('requirements')} field="requirements" required={false} />
        <textarea {...common('requirements')} rows={3} />
      </div>
    </div>
  );
}
