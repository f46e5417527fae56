// The printed prescription's and /rx's words, by language.
import type { Locale } from '../../../shared/i18n/locales';
import { RECORDS_COPY_EN, type DocumentWords, type RxWords } from './copy.en';
import { RECORDS_COPY_HI } from './copy.hi';
import type { DoseUnit, Frequency, Sex } from '../../records';

/** Every value of `Key` has words, and nothing else has: `Exactly<DoseUnit, typeof words.doseUnits>` is true. */
type Exactly<Key extends string, Words> = [Key] extends [keyof Words]
  ? [keyof Words] extends [Key]
    ? true
    : false
  : false;
const WORDS = RECORDS_COPY_EN.document;
true satisfies Exactly<Sex, typeof WORDS.sexes>;
true satisfies Exactly<Frequency, typeof WORDS.frequencies>;
true satisfies Exactly<DoseUnit, typeof WORDS.doseUnits>;

export const DOCUMENT_WORDS: Record<Locale, DocumentWords> = {
  en: RECORDS_COPY_EN.document,
  hi: RECORDS_COPY_HI.document,
};
export const RX_WORDS: Record<Locale, RxWords> = { en: RECORDS_COPY_EN.rx, hi: RECORDS_COPY_HI.rx };
export type { DocumentWords, RxWords };
