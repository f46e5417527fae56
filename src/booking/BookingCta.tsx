import { generalBooking, supportLine, type Booking } from './topics';
import { usePage } from '../render/page-context';
import { BookingButtonIsland } from '../render/islands';

export const CTA_STYLES = {
  primary: 'btn-primary',
  outline: 'btn-outline',
  light: 'btn-light',
} as const;

interface Props {
  label?: string;
  booking?: Booking;
  variant?: keyof typeof CTA_STYLES;
}

/** The shared booking call-to-action: opens the booking dialog for `booking` (a general consultation if none). */
export function BookingCta({ label, booking, variant = 'primary' }: Props) {
  const { config, t, locale } = usePage();
  const about = booking ?? generalBooking(t.booking.generalSubject, locale);
  return (
    <BookingButtonIsland
      label={label ?? t.booking.cta}
      topic={about.topic}
      line={supportLine(config)}
      // Without JavaScript a doctor's Book Now opens the page of their free times; the dialog's call-back form
      // still posts to the /book page.
      fallbackHref={about.topic.pick ?? about.fallbackHref}
      action={about.fallbackHref}
      className={CTA_STYLES[variant]}
    />
  );
}
