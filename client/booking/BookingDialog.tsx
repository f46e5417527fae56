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
  return (
    <PositionedDialog {...dialog} title={t.contact.dialogTitle} description={topicText(topic)}>
      <BookingOptions topic={topic} line={line} />
      <CallbackForm action={action} topic={topic} onStored={dialog.onClose} />
    </PositionedDialog>
  );
}
