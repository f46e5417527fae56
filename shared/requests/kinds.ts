// The kinds of request a visitor can send, declared once: their fields, limits and rules. The dialogs and forms,
// the server's intake, the store and the admin inbox all read this. Words (labels, messages) are in the
// dictionaries (shared/i18n/<language>/islands.ts, key `requests`); validation returns message keys.
import { EMAIL_PATTERN } from '../auth/validation';
import { normalizeIndianMobile } from './phone';

/** Languages a coordinator can call back in (ISO 639-1). */
export const CALLBACK_LANGUAGES = ['en', 'hi', 'ta', 'te', 'bn', 'mr', 'kn', 'ml', 'gu', 'pa'] as const;
export type CallbackLanguage = (typeof CALLBACK_LANGUAGES)[number];

/** When the visitor would like the call, within support hours. */
export const TIME_WINDOWS = ['morning', 'afternoon', 'evening', 'any'] as const;
export type TimeWindow = (typeof TIME_WINDOWS)[number];

/** What a contact message is about. */
export const CONTACT_DEPARTMENTS = [
  'general-physician',
  'diabetes-care',
  'cancer-care',
  'health-checkups',
  'billing-refunds',
  'technical-help',
  'other',
] as const;
export type ContactDepartment = (typeof CONTACT_DEPARTMENTS)[number];

/** What a privacy request asks for: the rights of the Digital Personal Data Protection Act 2023. */
export const PRIVACY_REQUEST_TYPES = [
  'access',
  'correction',
  'erasure',
  'withdrawal',
  'nomination',
  'grievance',
] as const;
export type PrivacyRequestType = (typeof PRIVACY_REQUEST_TYPES)[number];

/** What a refund request is for (the refund policy's service categories). */
export const REFUND_SERVICES = ['consultation', 'health-package', 'subscription'] as const;
export type RefundService = (typeof REFUND_SERVICES)[number];

export type FieldRule =
  /** A person's name: letters of any script, spaces, dots, apostrophes and hyphens. */
  | { type: 'name'; required: boolean; maxLength: number }
  /** One line of free text. */
  | { type: 'line'; required: boolean; maxLength: number }
  /** Free text over several lines. */
  | { type: 'text'; required: boolean; maxLength: number }
  | { type: 'phone'; required: boolean; maxLength: number }
  | { type: 'email'; required: boolean; maxLength: number }
  | { type: 'choice'; required: boolean; maxLength: number; choices: readonly string[] };

const name = (maxLength: number, required = true) => ({ type: 'name', required, maxLength }) as const;
const line = (maxLength: number, required: boolean) => ({ type: 'line', required, maxLength }) as const;
const text = (maxLength: number, required: boolean) => ({ type: 'text', required, maxLength }) as const;
const phone = (required: boolean) => ({ type: 'phone', required, maxLength: 20 }) as const;
const email = (required: boolean) => ({ type: 'email', required, maxLength: 254 }) as const;
const choice = (choices: readonly string[]) => ({ type: 'choice', required: true, maxLength: 40, choices }) as const;

export const REQUEST_KINDS = {
  /** A call-back from the booking dialog: the coordinator calls to fix a time and shares the payment link. */
  booking: {
    fields: {
      name: name(100),
      phone: phone(true),
      language: choice(CALLBACK_LANGUAGES),
      timeWindow: choice(TIME_WINDOWS),
      /** What the button that opened the dialog was about (a doctor, package, plan or department). */
      topic: line(200, false),
      note: text(500, false),
    },
    /** Changes whenever the consent line under the form changes; stored with each request. */
    consentVersion: 'callback-2026-11',
  },
  /** Request Specific Doctor (docs/product/booking-and-requests.md). */
  doctor: {
    fields: {
      name: name(100),
      phone: phone(true),
      specialization: line(100, true),
      requirements: text(1000, false),
    },
    consentVersion: 'callback-2026-11',
  },
  /** The contact page's message form. */
  contact: {
    fields: {
      firstName: name(50),
      lastName: name(50, false),
      email: email(true),
      phone: phone(false),
      department: choice(CONTACT_DEPARTMENTS),
      message: text(2000, true),
    },
    consentVersion: 'contact-2026-11',
  },
  /** The privacy page's request to the grievance officer (access, correction, erasure, withdrawal, nomination). */
  privacy: {
    fields: {
      name: name(100),
      email: email(true),
      phone: phone(false),
      requestType: choice(PRIVACY_REQUEST_TYPES),
      details: text(1000, false),
    },
    consentVersion: 'privacy-2026-11',
  },
  /** The refund policy's first step: the refund request form. */
  refund: {
    fields: {
      name: name(100),
      email: email(true),
      phone: phone(false),
      service: choice(REFUND_SERVICES),
      paymentReference: line(60, false),
      reason: text(1000, true),
    },
    consentVersion: 'refund-2026-11',
  },
  /** The footer's newsletter box: the address, stored with consent, then on to /pricing as the spec says. */
  newsletter: {
    fields: {
      email: email(true),
    },
    consentVersion: 'newsletter-2026-11',
  },
} as const satisfies Record<string, { fields: Record<string, FieldRule>; consentVersion: string }>;

export type RequestKind = keyof typeof REQUEST_KINDS;
export type RequestField<K extends RequestKind> = keyof (typeof REQUEST_KINDS)[K]['fields'] & string;
export type RequestValues<K extends RequestKind> = Record<RequestField<K>, string>;

export function isRequestKind(value: unknown): value is RequestKind {
  return typeof value === 'string' && Object.hasOwn(REQUEST_KINDS, value);
}

/** What is wrong with a field; the dictionaries word each. */
export type FieldProblem = 'missing' | 'tooLong' | 'name' | 'phone' | 'email' | 'choice' | 'markup' | 'characters';

export { HONEYPOT_FIELD, TOKEN_FIELD } from './form-fields';

export type Validated<K extends RequestKind> =
  | { ok: true; values: RequestValues<K> }
  | { ok: false; problems: Partial<Record<RequestField<K>, FieldProblem>> };

// Letters and marks of any script (Devanagari names need the marks), spaces and . ' ’ -
const NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u;
// HTML tags and the like: `<` followed by a letter, `/`, `!` or `?`.
const MARKUP = /<[\p{L}/!?]/u;
const LINE_BREAK = /[\r\n\t]/;

/** Control characters other than line breaks and tabs (which free text keeps). */
function hasControl(value: string): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if ((code < 32 && char !== '\n' && char !== '\r' && char !== '\t') || code === 127) return true;
  }
  return false;
}

/** One field's value checked against its rule (the appointment form checks its name, mobile and e-mail with it). */
export function problemOf(rule: FieldRule, value: string): { problem?: FieldProblem; value: string } {
  if (value === '') return rule.required ? { problem: 'missing', value } : { value };
  if (value.length > rule.maxLength) return { problem: 'tooLong', value };
  if (hasControl(value) || (rule.type !== 'text' && LINE_BREAK.test(value))) return { problem: 'characters', value };
  if (MARKUP.test(value)) return { problem: 'markup', value };
  switch (rule.type) {
    case 'name':
      return NAME.test(value) ? { value: value.replace(/\s+/g, ' ') } : { problem: 'name', value };
    case 'phone': {
      const normalized = normalizeIndianMobile(value);
      return normalized ? { value: normalized } : { problem: 'phone', value };
    }
    case 'email':
      return EMAIL_PATTERN.test(value) ? { value } : { problem: 'email', value };
    case 'choice':
      return rule.choices.includes(value) ? { value } : { problem: 'choice', value };
    default:
      return { value };
  }
}

/** Checks every field of `kind`; values are trimmed, names' spaces collapsed, phones written as +91XXXXXXXXXX. */
export function validateRequest<K extends RequestKind>(kind: K, input: (field: string) => unknown): Validated<K> {
  const rules = REQUEST_KINDS[kind].fields as Record<string, FieldRule>;
  const values: Record<string, string> = {};
  const problems: Record<string, FieldProblem> = {};
  for (const [field, rule] of Object.entries(rules)) {
    const raw = input(field);
    const checked = problemOf(rule, typeof raw === 'string' ? raw.trim() : '');
    if (checked.problem) problems[field] = checked.problem;
    values[field] = checked.value;
  }
  return Object.keys(problems).length
    ? { ok: false, problems: problems as Partial<Record<RequestField<K>, FieldProblem>> }
    : { ok: true, values: values as RequestValues<K> };
}

/**
 * Whether a field's problem, marked when the form was sent, is still true of what has been typed since: a form
 * takes a field's message away as soon as it is no longer true (a field filled in no longer says it is empty), and
 * checks the whole form again when it is sent.
 */
export function problemRemains(kind: RequestKind, field: string, value: string, problem: FieldProblem): boolean {
  const rules = REQUEST_KINDS[kind].fields as Record<string, FieldRule>;
  const rule = Object.hasOwn(rules, field) ? rules[field] : undefined;
  return rule !== undefined && problemOf(rule, value.trim()).problem === problem;
}

/** True when every problem is a missing required field (the spec's "Missing Information" case). */
export function onlyMissing(problems: Partial<Record<string, FieldProblem>>): boolean {
  return Object.values(problems).every((problem) => problem === 'missing');
}

/** A reference the visitor can quote: CL- and six characters of Crockford's base 32 (no I, L, O or U). */
export const REFERENCE_PATTERN = /^CL-[0-9A-HJKMNP-TV-Z]{6}$/;
