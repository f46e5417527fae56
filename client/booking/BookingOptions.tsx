// The real ways to book: call the support line or chat on WhatsApp with the topic prefilled, and for a doctor, pick
// one of their free times on the doctor's own page. Rendered inside the booking dialog and, without JavaScript, on
// the /book page.
import { telHref, whatsappHref, type BookingTopic, type SupportLine } from '../../shared/booking/topic';
import { useWords } from '../i18n/words';

interface Props {
  topic: BookingTopic;
  line: SupportLine;
  /** Marks the pick-a-time link for the script that fills in the page's native copy of the dialog. */
  pickMark?: Record<`data-${string}`, string>;
}

export function BookingOptions({ topic, line, pickMark }: Props) {
  const t = useWords();
  return (
    <div>
      <div className="grid gap-3 sm:grid-cols-2">
        <a href={telHref(line)} className="btn-primary">
          {t.contact.call(line.display)}
        </a>
        <a
          href={whatsappHref(line, t.contact.whatsappMessage(topic.subject, topic.detail))}
          target="_blank"
          rel="noopener noreferrer"
          className="btn-outline"
        >
          {t.contact.whatsapp}
          <span className="sr-only">{t.contact.opensInNewTab}</span>
        </a>
      </div>
      {topic.pick && (
        <a href={topic.pick} className="btn-outline mt-3 w-full" {...pickMark}>
          {t.contact.pickTime}
        </a>
      )}
      <p className="mt-4 text-sm text-ink-600">{t.contact.howItGoes(t.hours.support)}</p>
    </div>
  );
}
