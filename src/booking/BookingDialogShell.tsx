// The booking dialog as plain HTML, carried by every page with a booking call-to-action for a tap that comes
// before React can open its own dialog. The script fills in the tapped button's topic and WhatsApp message and sends
// the call-back form in the background as React's dialog does (client/dialog/native-form.ts).
import { BookingOptions } from '../../client/booking/BookingOptions';
import { CallbackForm } from '../../client/booking/CallbackForm';
import { NATIVE_DIALOG_IDS } from '../../shared/dialog/opener';
import { topicText } from '../../shared/booking/topic';
import { generalBooking, supportLine } from './topics';
import { usePage } from '../render/page-context';
import { NativeDialogShell } from './NativeDialogShell';

const ID = 'booking-shell';

export function BookingDialogShell() {
  const { config, t, locale } = usePage();
  // Filled in from the tapped button; a general consultation until then.
  const { topic, fallbackHref } = generalBooking(t.booking.generalSubject, locale);
  return (
    <NativeDialogShell
      templateId={NATIVE_DIALOG_IDS.booking}
      idPrefix={ID}
      formKind="booking"
      title={t.contact.dialogTitle}
      description={topicText(topic)}
      topicLine
    >
      <BookingOptions topic={topic} line={supportLine(config)} />
      <CallbackForm action={fallbackHref} topic={topic} idPrefix={`${ID}-callback`} />
    </NativeDialogShell>
  );
}
