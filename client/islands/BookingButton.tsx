// The booking call-to-action: opens the booking dialog near the click; a link to /book without JavaScript.
import { lazy } from 'react';
import type { BookingTopic, SupportLine } from '../../shared/booking/topic';
import { DialogButton } from '../dialog/DialogButton';

export interface BookingButtonProps {
  label: string;
  topic: BookingTopic;
  line: SupportLine;
  /** The /book page for this topic. */
  fallbackHref: string;
  className: string;
}

const loadDialog = () => import('../booking/BookingDialog');
const BookingDialog = lazy(loadDialog);

export default function BookingButton({ topic, line, ...button }: BookingButtonProps) {
  return (
    <DialogButton
      {...button}
      prefetch={loadDialog}
      renderDialog={(dialog) => <BookingDialog {...dialog} topic={topic} line={line} action={button.fallbackHref} />}
    />
  );
}
