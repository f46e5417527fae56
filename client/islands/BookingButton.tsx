// The booking call-to-action: opens the booking dialog near the click; a link to /book without JavaScript.
// It also carries, as data, what the page's native booking dialog needs to say and do the same as React's when it is
// tapped before React's dialog is ready (client/dialog/shell.ts): the topic line, the WhatsApp message, where the
// call-back form posts and, for a doctor, the page of their free times. That dialog's module loads on intent only.
import { topicText, type BookingTopic, type SupportLine } from '../../shared/booking/topic';
import { DialogButton } from '../dialog/DialogButton';
import {
  BOOKING_PICK_ATTRIBUTE,
  BOOKING_TOPIC_ATTRIBUTE,
  BOOKING_WHATSAPP_ATTRIBUTE,
  NATIVE_DIALOG_ATTRIBUTE,
  NATIVE_DIALOG_IDS,
  NATIVE_FORM_ACTION_ATTRIBUTE,
} from '../../shared/dialog/opener';
import { preloadable } from '../dialog/preloadable';
import { useWords } from '../i18n/words';

export interface BookingButtonProps {
  label: string;
  topic: BookingTopic;
  line: SupportLine;
  /** Where the button leads without JavaScript: the /book page for this topic, or a doctor's pick-a-time page. */
  fallbackHref: string;
  /** The /book page for this topic, where the dialog's call-back form posts. */
  action: string;
  className: string;
}

const { Component: BookingDialog, preload } = preloadable(() => import('../booking/BookingDialog'));

export default function BookingButton({ topic, line, action, ...button }: BookingButtonProps) {
  const t = useWords();
  return (
    <DialogButton
      {...button}
      prefetch={preload}
      openerData={{
        [NATIVE_DIALOG_ATTRIBUTE]: NATIVE_DIALOG_IDS.booking,
        [BOOKING_TOPIC_ATTRIBUTE]: topicText(topic),
        [BOOKING_WHATSAPP_ATTRIBUTE]: t.contact.whatsappMessage(topic.subject, topic.detail),
        [NATIVE_FORM_ACTION_ATTRIBUTE]: action,
        ...(topic.pick ? { [BOOKING_PICK_ATTRIBUTE]: topic.pick } : {}),
      }}
      renderDialog={(dialog) => <BookingDialog {...dialog} topic={topic} line={line} action={action} />}
    />
  );
}
