import { formatDecimal, formatNumber } from '../../../shared/i18n/format';
import { bookingPath } from '../../appointments';
import { doctorBooking } from '../../booking/topics';
import type { PublishedDoctor } from '../../content/doctors/facts';
import { DOCTOR_WORDS, doctorProfile } from '../../content/doctors/profile';
import { usePage } from '../../render/page-context';
import { BookingCta } from '../../booking/BookingCta';
import { LanguageNames } from '../../ui/LanguageNames';

/**
 * A doctor's card: who they are, their first free time (from their slots, when the page knows it), their
 * qualifications and medical-council registration (shown for every doctor, as the Telemedicine Practice Guidelines
 * 2020 ask), their fee and the consultation's length, and a Book Now that opens the booking dialog. In the language
 * of the page's text.
 */
export function DoctorCard({ doctor: record }: { doctor: PublishedDoctor }) {
  const { locale } = usePage();
  const words = DOCTOR_WORDS[locale].card;
  const doctor = doctorProfile(record, locale);
  const headingId = `doctor-${doctor.id}`;
  return (
    <article aria-labelledby={headingId} className="card flex flex-col">
      <div className="flex items-start gap-4">
        <div
          role="img"
          aria-label={doctor.image.alt}
          className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xl font-bold text-brand-800"
        >
          <span aria-hidden="true">{doctor.image.initials}</span>
        </div>
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-bold text-ink-900">
            {doctor.name}
          </h3>
          <p className="text-ink-700">{doctor.specialization}</p>
          {doctor.nextFree && (
            <p
              data-next-free=""
              className="mt-1 inline-flex items-start gap-1.5 rounded-lg bg-green-50 px-2 py-1 text-sm font-semibold text-green-800"
            >
              <span aria-hidden="true" className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-green-700" />
              {doctor.nextFree}
            </p>
          )}
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-semibold text-ink-600">{words.department}</dt>
        <dd className="m-0">{doctor.departmentName}</dd>
        {doctor.experienceYears !== null && (
          <>
            <dt className="font-semibold text-ink-600">{words.experience}</dt>
            <dd className="m-0">{words.years(doctor.experienceYears, formatNumber(doctor.experienceYears, locale))}</dd>
          </>
        )}
        {doctor.rating !== null && (
          <>
            <dt className="font-semibold text-ink-600">{words.rating}</dt>
            <dd className="m-0">
              <span aria-hidden="true">★ </span>
              {words.outOfFive(formatDecimal(doctor.rating, locale))}
            </dd>
          </>
        )}
        <dt className="font-semibold text-ink-600">{words.languages}</dt>
        <dd className="m-0">
          <LanguageNames
            languages={doctor.languageNames}
            separator={DOCTOR_WORDS[locale].listSeparator}
            ownMarks={DOCTOR_WORDS[locale].ownNameMarks}
          />
        </dd>
        <dt className="font-semibold text-ink-600">{words.qualifications}</dt>
        <dd className="m-0">{doctor.education}</dd>
        <dt className="font-semibold text-ink-600">{words.registration}</dt>
        <dd className="m-0 break-words">
          {words.registrationValue(doctor.registration.number, doctor.registration.council)}
        </dd>
      </dl>
      {doctor.sample && <p className="mt-3 text-sm text-ink-600">{words.sampleNote}</p>}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-5">
        <p className="m-0">
          <span className="block text-sm text-ink-600">{words.fee}</span>
          <span className="text-2xl font-extrabold text-ink-900">{doctor.feeText}</span>{' '}
          <span className="block text-sm text-ink-600">{words.length(formatNumber(doctor.minutes, locale))}</span>
        </p>
        {/* The booking dialog speaks the page's language, even while the page's text is English. */}
        <BookingCta label={words.bookNow} booking={doctorBooking(doctor, locale, bookingPath(doctor.id, locale))} />
      </div>
    </article>
  );
}
