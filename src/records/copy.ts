// The records area's words, by language.
import type { Locale } from '../../shared/i18n/locales';
import { RECORDS_COPY_EN, type DocumentWords, type RxWords } from './copy.en';
import { RECORDS_COPY_HI } from './copy.hi';

export const DOCUMENT_WORDS: Record<Locale, DocumentWords> = {
  en: RECORDS_COPY_EN.document,
  hi: RECORDS_COPY_HI.document,
};
export const RX_WORDS: Record<Locale, RxWords> = { en: RECORDS_COPY_EN.rx, hi: RECORDS_COPY_HI.rx };
export type { DocumentWords, RxWords };
