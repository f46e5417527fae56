// The pick-a-time form, read and checked: the slot (its start, as the page wrote it), the patient's name, mobile and
// optional e-mail by the request forms' own rules and messages (shared/requests/kinds.ts), the way to talk, and the
// one-time token and honeypot every request form carries.
import {
  HONEYPOT_FIELD,
  problemOf,
  REQUEST_KINDS,
  TOKEN_FIELD,
  type FieldProblem,
  type FieldRule,
} from '../../shared/requests/kinds';
import { APPOINTMENT_MODES, type AppointmentMode } from '../appointments';

/** The person's fields, checked as the call-back form checks its name and phone and the contact form its e-mail. */
const PERSON_RULES: Record<'name' | 'phone' | 'email', FieldRule> = {
  name: REQUEST_KINDS.booking.fields.name,
  phone: REQUEST_KINDS.booking.fields.phone,
  email: { ...REQUEST_KINDS.contact.fields.email, required: false },
};

/** What can be wrong with the pick itself, beside the person's fields. */
export type PickProblem = 'slot' | 'mode';

export interface Pick {
  start: number;
  mode: AppointmentMode;
  name: string;
  /** +91 and ten digits. */
  phone: string;
  email: string | null;
  token: string;
}

export type PickRead =
  | { ok: true; pick: Pick; values: Record<string, string> }
  | {
      ok: false;
      robot?: true;
      problems: Partial<Record<'name' | 'phone' | 'email', FieldProblem>>;
      pickProblems: Partial<Record<PickProblem, true>>;
    };

const START = /^\d{12,14}$/;

export function isMode(value: unknown): value is AppointmentMode {
  return typeof value === 'string' && (APPOINTMENT_MODES as readonly string[]).includes(value);
}

export function readPick(form: Record<string, string>): PickRead {
  if ((form[HONEYPOT_FIELD] ?? '') !== '') return { ok: false, robot: true, problems: {}, pickProblems: {} };
  const problems: Partial<Record<'name' | 'phone' | 'email', FieldProblem>> = {};
  const values: Record<string, string> = {};
  for (const [field, rule] of Object.entries(PERSON_RULES) as ['name' | 'phone' | 'email', FieldRule][]) {
    const checked = problemOf(rule, (form[field] ?? '').trim());
    if (checked.problem) problems[field] = checked.problem;
    values[field] = checked.value;
  }
  const pickProblems: Partial<Record<PickProblem, true>> = {};
  const slot = (form.slot ?? '').trim();
  if (!START.test(slot)) pickProblems.slot = true;
  const mode = form.mode ?? '';
  if (!isMode(mode)) pickProblems.mode = true;
  if (Object.keys(problems).length > 0 || Object.keys(pickProblems).length > 0 || !isMode(mode))
    return { ok: false, problems, pickProblems };
  values.slot = slot;
  values.mode = mode;
  return {
    ok: true,
    values,
    pick: {
      start: Number(slot),
      mode,
      name: values.name ?? '',
      phone: values.phone ?? '',
      email: values.email ? values.email : null,
      token: (form[TOKEN_FIELD] ?? '').slice(0, 100),
    },
  };
}
