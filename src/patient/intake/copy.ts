// The words of the patient's files and intake questions, by language.
import type { Locale } from '../../../shared/i18n/locales';
import { INTAKE_COPY_EN, type IntakeCopy } from './copy.en';
import { INTAKE_COPY_HI } from './copy.hi';
import type { FileLabel, PregnancyAnswer } from '../../intake';

// Every label and every answer has its words.
INTAKE_COPY_EN.files.labels satisfies Record<FileLabel, string>;
INTAKE_COPY_EN.intake.pregnancyAnswers satisfies Record<PregnancyAnswer, string>;

export type { IntakeCopy };

export const INTAKE_COPY: Record<Locale, IntakeCopy> = { en: INTAKE_COPY_EN, hi: INTAKE_COPY_HI };

/** A size in words: "10 MB", "1.4 MB", "320 KB" (the same in Hindi, as Indian phones show them). */
export function sizeInWords(bytes: number): string {
  if (bytes >= 1024 * 1024) {
    const mb = bytes / (1024 * 1024);
    return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
  }
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
