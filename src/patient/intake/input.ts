// What the file and intake forms send, read through schemas (decision 0026) in the page's words.
import type { Locale } from '../../../shared/i18n/locales';
import { checkFields, invalid, readAs, readOr, valid, z } from '../../http/validate';
import { INTAKE_MAX, isFileLabel, NAME_MAX, NOTE_MAX, PREGNANCY_ANSWERS, type PregnancyAnswer } from '../../intake';
import { INTAKE_COPY } from './copy';

const byLocale = <T>(make: (locale: Locale) => T) => ({ en: make('en'), hi: make('hi') }) as Record<Locale, T>;

/** A file name kept as the device gave it, without folders or control characters, at most NAME_MAX long. */
export function cleanName(given: string): string {
  const base = given.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const plain = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  if (!plain) return 'file';
  if (plain.length <= NAME_MAX) return plain;
  const dot = plain.lastIndexOf('.');
  const extension = dot > 0 && plain.length - dot <= 6 ? plain.slice(dot) : '';
  return plain.slice(0, NAME_MAX - extension.length) + extension;
}

const UPLOAD = z.object({
  label: readAs((text) => (isFileLabel(text) ? text : null), 'label'),
  note: readAs((text) => (text.trim().length <= NOTE_MAX ? text.trim() : null), 'note'),
});

/** The upload's fields: its label and note (the problem's name when wrong), and the name to keep for the file. */
export function readUploadFields(fields: Readonly<Record<string, string>>) {
  const checked = checkFields(UPLOAD, fields);
  if (!checked.ok) return checked;
  return { ok: true as const, value: { ...checked.value, name: cleanName } };
}

export const readFileId = (text: string | undefined): number | null =>
  text && /^[1-9]\d{0,15}$/.test(text) ? Number(text) : null;

/** Content-Disposition with the file's name (ASCII fallback and the UTF-8 name for Hindi names). */
export function fileDisposition(name: string, download: boolean): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${download ? 'attachment' : 'inline'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

const intakeSchema = (locale: Locale) => {
  const problems = INTAKE_COPY[locale].intake.problems;
  const text = (max: number, required?: string) =>
    readOr((typed) => {
      const value = typed.trim().replace(/\r\n/g, '\n');
      if (required && value === '') return invalid(required);
      return value.length <= max ? valid(value) : invalid(problems.tooLong);
    });
  return z.object({
    complaint: text(INTAKE_MAX.complaint, problems.complaint),
    since: text(INTAKE_MAX.since, problems.since),
    medicines: text(INTAKE_MAX.medicines),
    allergies: text(INTAKE_MAX.allergies),
    conditions: text(INTAKE_MAX.conditions),
    pregnancy: readAs(
      (typed) => ((PREGNANCY_ANSWERS as readonly string[]).includes(typed) ? (typed as PregnancyAnswer) : null),
      problems.pregnancy,
    ),
    consent: readAs((typed) => (typed === 'yes' ? true : null), problems.consent),
  });
};

const INTAKE = byLocale(intakeSchema);

export function readIntake(locale: Locale, fields: Readonly<Record<string, string>>) {
  const checked = checkFields(INTAKE[locale], fields);
  if (!checked.ok) return checked;
  const { consent: _consent, ...answers } = checked.value;
  return { ok: true as const, value: answers };
}
