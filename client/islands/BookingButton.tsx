// The booking call-to-action: opens the booking dialog near the click; a link to /book without JavaScript.
import type { BookingTopic, SupportLine } from '../../shared/booking/topic';
import { DialogButton } from '../dialog/DialogButton';
import { preloadable } from '../dialog/preloadable';

export interface BookingButtonProps {
  label: string;
  topic: BookingTopic;
  line: SupportLine;
  /** The /book page for this topic. */
  fallbackHref: string;
  className: string;
}

const { Component: BookingDialog, preload } = preloadable(() => import('../booking/BookingDialog'));

export default function BookingButton({ topic, line, ...button }: BookingButtonProps) {
  return (
    <DialogButton
      {...button}
      prefetch={preload}
      renderDialog={(dialog) => <BookingDialog {...dialog} topic={topic} line={line} action={button.fallbackHref} />}
    />
  );
}
