// The Request Specific Doctor form (SPEC.md sections 3, 5): name, phone and specialization are required,
// requirements optional. Shared by the dialog and the server's no-JavaScript fallback.

// Limits and rules only: the labels are words, in each language's dictionary (shared/i18n/<language>/ui.ts).
export const DOCTOR_REQUEST_FIELDS = {
  name: { maxLength: 100 },
  phone: { maxLength: 20 },
  specialization: { maxLength: 100 },
  requirements: { maxLength: 1000 },
} as const;

export type DoctorRequestField = keyof typeof DOCTOR_REQUEST_FIELDS;
export type DoctorRequest = Record<DoctorRequestField, string>;

export const REQUIRED_FIELDS: readonly DoctorRequestField[] = ['name', 'phone', 'specialization'];

export type DoctorRequestResult =
  | { ok: true; value: DoctorRequest }
  | { ok: false; missing: DoctorRequestField[]; tooLong: DoctorRequestField[] };

export function validateDoctorRequest(input: (field: DoctorRequestField) => unknown): DoctorRequestResult {
  const value = {} as DoctorRequest;
  const missing: DoctorRequestField[] = [];
  const tooLong: DoctorRequestField[] = [];
  for (const field of Object.keys(DOCTOR_REQUEST_FIELDS) as DoctorRequestField[]) {
    const raw = input(field);
    const text = typeof raw === 'string' ? raw.trim() : '';
    if (REQUIRED_FIELDS.includes(field) && text === '') missing.push(field);
    if (text.length > DOCTOR_REQUEST_FIELDS[field].maxLength) tooLong.push(field);
    value[field] = text;
  }
  return missing.length || tooLong.length ? { ok: false, missing, tooLong } : { ok: true, value };
}
