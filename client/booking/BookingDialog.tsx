import type { OpenedDialogProps } from '../dialog/DialogButton';
import { PositionedDialog } from '../dialog/PositionedDialog';
import { BookingOptions } from './BookingOptions';
import type { BookingTopic, SupportLine } from '../../shared/booking/topic';
import { useWords } from '../i18n/words';

type Props = OpenedDialogProps & {
  topic: BookingTopic;
  line: SupportLine;
};

export default function BookingDialog({ topic, line, ...dialog }: Props) {
  const t = useWords();
  const description = topic.detail ? `${topic.subject} · ${topic.detail}` : topic.subject;
  return (
    <PositionedDialog {...dialog} title={t.contact.dialogTitle} description={description}>
      <BookingOptions topic={topic} line={line} />
    </PositionedDialog>
  );
}
