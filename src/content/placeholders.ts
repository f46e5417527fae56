// Whether a configured or shipped value is still a stand-in: the admin's Settings screens badge it "Placeholder:
// replace before launch". A small rule on purpose: `npm run launch-check` (scripts/) keeps its own fuller list, and
// the two are meant to become one.

/** Words and values that only stand-ins carry: sample, example (also careline.example, @examplebank), the
 * placeholder support line 90000 00000, and a local address (localhost, 127.0.0.1). */
const PLACEHOLDER_MARKS = [
  /sample/i,
  /example/i,
  /\b90000\s*00000\b/,
  /\+?91\s*9000000000\b/,
  /localhost/i,
  /127\.0\.0\.1/,
];

/** True when `value` is still a placeholder (or is missing: nothing configured is a placeholder too). */
export function isPlaceholderValue(value: string | null | undefined): boolean {
  if (value === null || value === undefined || value.trim() === '') return true;
  return PLACEHOLDER_MARKS.some((mark) => mark.test(value));
}
