// The patient's appointment words, by language.
import type { Locale } from '../../shared/i18n/locales';
import { APPOINTMENT_WORDS_EN, type AppointmentWords } from './words.en';
import { APPOINTMENT_WORDS_HI } from './words.hi';

export type { AppointmentWords };

export const APPOINTMENT_WORDS: Record<Locale, AppointmentWords> = {
  en: APPOINTMENT_WORDS_EN,
  hi: APPOINTMENT_WORDS_HI,
};
