// The booking dialog as plain HTML, carried in a <template> by every page with a booking call-to-action. A tap
// that comes before React can open its own dialog shows this one as a native modal <dialog> (client/dialog/shell.ts),
// which fills in the tapped button's topic. Same title, links and call-back form as the React dialog; the form
// posts as the /book page's does without JavaScript.
import { BookingOptions } from '../../client/booking/BookingOptions';
import { CallbackForm } from '../../client/booking/CallbackForm';
import { BOOKING_SHELL_ID, SHELL_PART_ATTRIBUTE } from '../../client/dialog/opener';
import { DIALOG_CLOSE, DIALOG_DESCRIPTION, DIALOG_PANEL, DIALOG_TITLE } from '../../client/dialog/panel';
import { topicText } from '../../shared/booking/topic';
import { generalBooking, supportLine } from '../booking';
import { usePage } from '../render/page-context';

const ID = 'booking-shell';

export function BookingDialogShell() {
  const { config, t, locale } = usePage();
  // Filled in from the tapped button; a general consultation until then.
  const { topic, fallbackHref } = generalBooking(t.booking.generalSubject, locale);
  return (
    <template id={BOOKING_SHELL_ID}>
      <dialog
        aria-labelledby={`${ID}-title`}
        aria-describedby={`${ID}-topic`}
        className={`${DIALOG_PANEL} booking-shell`}
      >
        <h2 id={`${ID}-title`} className={DIALOG_TITLE}>
          {t.contact.dialogTitle}
        </h2>
        <p id={`${ID}-topic`} className={DIALOG_DESCRIPTION} {...{ [SHELL_PART_ATTRIBUTE]: 'topic' }}>
          {topicText(topic)}
        </p>
        <div className="mt-5">
          <BookingOptions topic={topic} line={supportLine(config)} />
          <CallbackForm action={fallbackHref} topic={topic} idPrefix={`${ID}-callback`} />
        </div>
        <button
          type="button"
          aria-label={t.dialog.close}
          className={DIALOG_CLOSE}
          {...{ [SHELL_PART_ATTRIBUTE]: 'close' }}
        >
          <span aria-hidden="true">×</span>
        </button>
      </dialog>
    </template>
  );
}
