// The call-back request inside the booking dialog: name, mobile number, language and a time window; the topic the
// button set goes with it. Stored, then a toast with the reference, and the dialog closes.
import { useState } from 'react';
import { topicText, type BookingTopic } from '../../shared/booking/topic';
import { accountPrefill } from '../account/prefill';
import { RequestForm } from '../forms/RequestForm';
import { useRequestSubmit } from '../forms/useRequestSubmit';
import { useWords } from '../i18n/words';

interface Props {
  action: string;
  topic: BookingTopic;
  onStored?: () => void;
  /** Keeps the ids of the page's native booking dialog apart from the React dialog's. */
  idPrefix?: string;
}

export function CallbackForm({ action, topic, onStored, idPrefix = 'callback-dialog' }: Props) {
  const t = useWords();
  const { busy, problems, token, submit, revise } = useRequestSubmit('booking', { onStored });
  // Signed in: the account's own name and mobile, read once when the form is made.
  const [prefill] = useState(accountPrefill);
  return (
    <section aria-labelledby={`${idPrefix}-title`} className="mt-6 border-t border-slate-200 pt-5">
      <h3 id={`${idPrefix}-title`} className="mb-3 text-lg font-bold text-ink-900">
        {t.forms.booking.title}
      </h3>
      <RequestForm
        kind="booking"
        action={action}
        idPrefix={idPrefix}
        token={token}
        consent="callback"
        topic={topicText(topic)}
        defaults={{ ...prefill, language: t.forms.defaultLanguage, timeWindow: 'any' }}
        submitLabel={t.forms.booking.submit}
        problems={problems}
        busy={busy}
        onSubmit={submit}
        onRevise={revise}
      />
    </section>
  );
}
