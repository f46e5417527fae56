// What a stand-in value looks like, written once for `npm run launch-check` (scripts/lib/launch-check.ts, which
// refuses a deployment that still carries one) and the admin's Settings screens (which badge it "Placeholder: replace
// before launch").

/** Words a placeholder is marked with in configuration (wrangler.toml's production vars). */
const PLACEHOLDER_WORD = /REPLACE|YOUR-|CHANGE-?ME|TODO|PLACEHOLDER/i;
/** example.com, .org, .net and the reserved .example, .invalid, .test and .localhost top-level domains (RFC 2606). */
const EXAMPLE_DOMAIN =
  /(^|[@./\s<])(example\.(com|org|net)|[a-z0-9-]+\.(example|invalid|test|localhost))(?=$|[/:>\s,"'])/i;
/** A host that is this machine, not a public address. */
export const LOCAL_HOST = /^(localhost|127\.\d+\.\d+\.\d+|0\.0\.0\.0|\[::1\]|[a-z0-9-]+\.localhost)$/i;
/** The sample support line +91 90000 00000, as digits. */
export const SAMPLE_PHONE_DIGITS = '919000000000';
/** The grievance officer's name as the repository ships it (src/content/policies/copy.en.ts, hi.ts): a sample. */
export const SAMPLE_GRIEVANCE_OFFICER = { en: 'Meera Subramanian', hi: 'मीरा सुब्रमण्यम' } as const;

/** True for a value that is a marked placeholder or names a reserved example domain (the launch check's test). */
export function isPlaceholderText(value: string): boolean {
  return PLACEHOLDER_WORD.test(value) || EXAMPLE_DOMAIN.test(value);
}

/**
 * The wider test the Settings screens show: also missing or empty, anything that says sample or example (the
 * careline@examplebank UPI id), the sample support line, or a local address.
 */
export function isPlaceholderValue(value: string | null | undefined): boolean {
  if (value === null || value === undefined || value.trim() === '') return true;
  if (isPlaceholderText(value) || /sample|example/i.test(value)) return true;
  if (value.replace(/\D/g, '') === SAMPLE_PHONE_DIGITS) return true;
  return /(^|\/\/|@)(localhost|127\.0\.0\.1)\b/i.test(value);
}
