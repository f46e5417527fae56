// The real ways to book: call the support line or chat on WhatsApp with the topic prefilled, and for a doctor, pick
// one of their free times on the doctor's own page. Rendered inside the booking dialog and, without JavaScript, on
// the /book page.
import { telHref, whatsappHref, type BookingTopic, type SupportLine } from '../../shared/booking/topic';
import { useWords } from '../i18n/words';

export function BookingOptions({ topic, line }: { topic: BookingTopic; line: SupportLine }) {
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
        <a href={topic.pick} className="btn-outline mt-3 w-full">
          {t.contact.pickTime}
        </a>
      )}
      <p className="mt-4 text-sm text-ink-600">{t.contact.howItGoes(t.hours.support)}</p>
    </div>
  );
}
