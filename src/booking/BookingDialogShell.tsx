// The booking dialog as plain HTML, carried by every page with a booking call-to-action for a tap that comes
// before React can open its own dialog. The script fills it in from the tapped button (its topic, WhatsApp message,
// where the form posts and, for a doctor, the page of their free times) and sends the call-back form in the
// background as React's dialog does (client/dialog/native-form.ts).
import { BookingOptions } from '../render/islands';
import { CallbackForm } from '../render/islands';
import { NATIVE_DIALOG_IDS, SHELL_PART_ATTRIBUTE } from '../../shared/dialog/opener';
import { topicText } from '../../shared/booking/topic';
import { generalBooking, supportLine } from './topics';
import { usePage } from '../render/page-context';
import { pageDef } from '../site-map/registry';
import { NativeDialogShell } from './NativeDialogShell';

const ID = 'booking-shell';

export function BookingDialogShell() {
  const { config, t, locale } = usePage();
  // Filled in from the tapped button; a general consultation until then. Its pick-a-time link is kept for a
  // doctor's button, which gives it the page of that doctor's free times, and taken away for any other.
  const { topic, fallbackHref } = generalBooking(t.booking.generalSubject, locale);
  const withPick = { ...topic, pick: pageDef('doctors', locale).path };
  return (
    <NativeDialogShell
      templateId={NATIVE_DIALOG_IDS.booking}
      idPrefix={ID}
      formKind="booking"
      title={t.contact.dialogTitle}
      description={topicText(topic)}
      topicLine
    >
      <BookingOptions topic={withPick} line={supportLine(config)} pickMark={{ [SHELL_PART_ATTRIBUTE]: 'pick' }} />
      <CallbackForm action={fallbackHref} topic={topic} idPrefix={`${ID}-callback`} />
    </NativeDialogShell>
  );
}
