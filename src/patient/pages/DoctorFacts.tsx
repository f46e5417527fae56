// The doctor as a patient checks them before booking and on the appointment page: name, speciality, the medical
// council registration the Telemedicine Practice Guidelines 2020 require, and (when picking) fee, length and
// languages. A Hindi page shows the doctor's Hindi words where they were given, English otherwise.
import type { ReactNode } from 'react';
import type { Locale } from '../../../shared/i18n/locales';
import { formatPaise } from '../../../shared/money';
import { DOCTOR_WORDS, languageLabel } from '../../content/doctors/profile';
import { usePage } from '../../render/page-context';
import { LanguageNames } from '../../ui/LanguageNames';
import type { DoctorRecord } from '../../appointments';
import { APPOINTMENT_COPY } from '../copy';
import { formatNumber } from './when';

export function doctorName(doctor: Pick<DoctorRecord, 'name' | 'wordsHi'>, locale: Locale): string {
  return (locale === 'hi' ? doctor.wordsHi.name : undefined) ?? doctor.name;
}

export function DoctorFacts({ doctor, full = false }: { doctor: DoctorRecord; full?: boolean }) {
  const { locale } = usePage();
  const words = APPOINTMENT_COPY[locale].pick;
  const hi = locale === 'hi' ? doctor.wordsHi : {};
  const row = (term: string, value: ReactNode) => (
    <>
      <dt className="font-semibold text-ink-600">{term}</dt>
      <dd className="m-0 break-words">{value}</dd>
    </>
  );
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {row(words.specialization, hi.specialization ?? doctor.specialization)}
      {row(words.registration, words.registrationValue(doctor.registrationNumber, hi.council ?? doctor.council))}
      {full && row(words.fee, formatPaise(doctor.fee, locale))}
      {full && row(words.length, words.minutes(formatNumber(doctor.minutes, locale)))}
      {full &&
        doctor.languages.length > 0 &&
        row(
          words.languages,
          <LanguageNames
            languages={doctor.languages.map((language) => languageLabel(language, locale))}
            separator={DOCTOR_WORDS[locale].listSeparator}
            ownMarks={DOCTOR_WORDS[locale].ownNameMarks}
          />,
        )}
    </dl>
  );
}
