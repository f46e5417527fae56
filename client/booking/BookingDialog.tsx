import { startTransition, useEffect, useState } from 'react';
import type { OpenedDialogProps } from '../dialog/DialogButton';
import { PositionedDialog } from '../dialog/PositionedDialog';
import { BookingOptions } from './BookingOptions';
import { CallbackForm } from './CallbackForm';
import { topicText, type BookingTopic, type SupportLine } from '../../shared/booking/topic';
import { useWords } from '../i18n/words';

type Props = OpenedDialogProps & {
  topic: BookingTopic;
  line: SupportLine;
  /** The /book page for this topic, where the call-back form posts. */
  action: string;
};

export default function BookingDialog({ topic, line, action, ...dialog }: Props) {
  const t = useWords();
  // The tap paints the dialog with its Call and WhatsApp buttons first; the call-back form follows in the next
  // frames, rendered as a transition that yields to the browser, so the tap is answered without a long task.
  const [formShown, setFormShown] = useState(false);
  useEffect(() => startTransition(() => setFormShown(true)), []);
  return (
    <PositionedDialog {...dialog} title={t.contact.dialogTitle} description={topicText(topic)}>
      <BookingOptions topic={topic} line={line} />
      {formShown && <CallbackForm action={action} topic={topic} onStored={dialog.onClose} />}
    </PositionedDialog>
  );
}
