import type { OpenedDialogProps } from '../dialog/DialogButton';
import { PositionedDialog } from '../dialog/PositionedDialog';
import { BookingOptions } from './BookingOptions';
import type { BookingTopic, SupportLine } from '../../shared/booking/topic';

type Props = OpenedDialogProps & {
  topic: BookingTopic;
  line: SupportLine;
};

export default function BookingDialog({ topic, line, ...dialog }: Props) {
  const description = topic.detail ? `${topic.subject} · ${topic.detail}` : topic.subject;
  return (
    <PositionedDialog {...dialog} title="Book a consultation" description={description}>
      <BookingOptions topic={topic} line={line} />
    </PositionedDialog>
  );
}
