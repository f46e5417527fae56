import { telHref } from '../../shared/booking/topic';
import { generalBooking, pageBooking, supportLine } from '../booking/topics';
import { usePage } from '../render/page-context';
import { findPage } from '../site-map/registry';
import { BookingCta } from '../booking/BookingCta';

/** The call-to-action band every page ends with. */
export function BookingBanner({ heading }: { heading?: string }) {
  const { page, config, t, locale } = usePage();
  const line = supportLine(config);
  // A booking about the page, where /book knows the page; on the 404 page (no page of the site map) a general one,
  // or its call-back request, and its link without JavaScript, would be refused.
  const booking = findPage(page.path)
    ? pageBooking(page.path, page.title)
    : generalBooking(t.booking.generalSubject, locale);
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
          <BookingCta booking={booking} variant="light" />
          <a href={telHref(line)} className="btn border-2 border-white text-white hover:bg-brand-900">
            {t.contact.call(line.display)}
          </a>
        </div>
      </div>
    </section>
  );
}
