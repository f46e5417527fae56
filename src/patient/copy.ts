// The patient's appointment words, by language.
// (Named copy.*.ts as the other areas' dictionaries are: the pseudo-language build rewrites every copy.en.ts.)
import type { Locale } from '../../shared/i18n/locales';
import { APPOINTMENT_COPY_EN, type AppointmentCopy } from './copy.en';
import { APPOINTMENT_COPY_HI } from './copy.hi';
import type { AppointmentMode, AppointmentStatus } from '../appointments';

// Every way to talk and every status has its words.
APPOINTMENT_COPY_EN.modes satisfies Record<AppointmentMode, string>;
APPOINTMENT_COPY_EN.appointment.statuses satisfies Record<AppointmentStatus, string>;

export type { AppointmentCopy };

export const APPOINTMENT_COPY: Record<Locale, AppointmentCopy> = {
  en: APPOINTMENT_COPY_EN,
  hi: APPOINTMENT_COPY_HI,
};
