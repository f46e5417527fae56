// The real ways to book: call the support line or chat on WhatsApp with the topic prefilled.
// Rendered inside the booking dialog and, without JavaScript, on the /book page.
import { SUPPORT_HOURS } from '../../shared/business';
import { telHref, whatsappHref, whatsappMessage, type BookingTopic, type SupportLine } from '../../shared/booking/topic';

export function BookingOptions({ topic, line }: { topic: BookingTopic; line: SupportLine }) {
  return (
    <div>
      <div className="grid gap-3 sm:grid-cols-2">
        <a href={telHref(line)} className="btn-primary">
          Call {line.display}
        </a>
        <a
          href={whatsappHref(line, whatsappMessage(topic))}
          target="_blank"
          rel="noopener noreferrer"
          className="btn-outline"
        >
          Chat on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
      <p className="mt-4 text-sm text-ink-600">
        A care coordinator confirms a time that suits you and shares the payment link. Support hours: {SUPPORT_HOURS}.
      </p>
    </div>
  );
}
