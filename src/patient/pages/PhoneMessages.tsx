// The appointment page's "Messages to your phone": the channel this booking's messages go on (the number masked), a
// button that switches WhatsApp on or off for this booking (when the site sends on WhatsApp), and the number's
// reminders: on, with a button that stops them, or off, with a button that turns them back on. Plain POST forms, each
// carrying the page's key; the answer comes back to the page with a one-time message.
import type { Locale } from '../../../shared/i18n/locales';
import type { PhoneSection } from '../phone-choice';
import { APPOINTMENT_COPY } from '../copy';

function ChoiceForm(props: { action: string; appointmentKey: string; choice: 'on' | 'off'; label: string }) {
  return (
    <form method="post" action={props.action}>
      <input type="hidden" name="key" value={props.appointmentKey} />
      <input type="hidden" name="choice" value={props.choice} />
      <button type="submit" className="btn-outline w-full">
        {props.label}
      </button>
    </form>
  );
}

export function PhoneMessages({
  phone,
  locale,
  path,
  appointmentKey,
}: {
  phone: PhoneSection;
  locale: Locale;
  /** The page's own path: the forms post under it. */
  path: string;
  appointmentKey: string;
}) {
  const words = APPOINTMENT_COPY[locale].phone;
  const whatsapp = phone.channel === 'whatsapp';
  return (
    <section aria-labelledby="phone-messages" className="card mt-4" data-phone-channel={phone.channel}>
      <h2 id="phone-messages" className="text-lg font-bold text-ink-900">
        {words.heading}
      </h2>
      <p className="mt-1 text-ink-700">
        {whatsapp ? words.channelWhatsapp(phone.number) : words.channelSms(phone.number)}
      </p>
      <p className="mt-1 text-ink-700" data-reminders={phone.optedOut ? 'off' : 'on'}>
        {phone.optedOut ? words.remindersOff : words.remindersOn}
      </p>
      <div className="mt-3 grid gap-3">
        {phone.whatsappAvailable && (
          <ChoiceForm
            action={`${path}/whatsapp`}
            appointmentKey={appointmentKey}
            choice={whatsapp ? 'off' : 'on'}
            label={whatsapp ? words.whatsappOff : words.whatsappOn}
          />
        )}
        <ChoiceForm
          action={`${path}/reminders`}
          appointmentKey={appointmentKey}
          choice={phone.optedOut ? 'on' : 'off'}
          label={phone.optedOut ? words.startReminders : words.stopReminders}
        />
      </div>
    </section>
  );
}
