import { GENERAL_BOOKING, supportLine, type Booking } from '../booking';
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

/** The shared booking call-to-action: opens the booking dialog for `booking`. */
export function BookingCta({ label = 'Book Consultation', booking = GENERAL_BOOKING, variant = 'primary' }: Props) {
  const { config } = usePage();
  return (
    <BookingButtonIsland
      label={label}
      topic={booking.topic}
      line={supportLine(config)}
      fallbackHref={booking.fallbackHref}
      className={CTA_STYLES[variant]}
    />
  );
}
