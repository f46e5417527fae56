import { telHref } from '../../shared/booking/topic';
import { pageBooking, supportLine } from '../booking/topics';
import { usePage } from '../render/page-context';
import { BookingCta } from '../booking/BookingCta';

/** The call-to-action band every page ends with. */
export function BookingBanner({ heading }: { heading?: string }) {
  const { page, config, t } = usePage();
  const line = supportLine(config);
  return (
    <section aria-labelledby="booking-banner-title" className="bg-brand-800 text-white">
      <div className="container flex flex-col items-start gap-4 py-10 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="booking-banner-title" className="text-2xl font-bold">
            {heading ?? t.booking.bannerHeading}
          </h2>
          <p className="mt-1 text-brand-100">{t.booking.bannerAvailability(t.hours.support)}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <BookingCta booking={pageBooking(page.path, page.title)} variant="light" />
          <a href={telHref(line)} className="btn border-2 border-white text-white hover:bg-brand-900">
            {t.contact.call(line.display)}
          </a>
        </div>
      </div>
    </section>
  );
}
