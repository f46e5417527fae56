// What a booking dialog is about and how a person can reach the coordinators. Plain data: it travels from the
// server to the islands as JSON props.

export interface BookingTopic {
  /** Who or what the visitor wants to book, e.g. "Dr. Arjun Mehta" or "Health Check-ups". */
  subject: string;
  /** One line of context, e.g. "Diabetologist & General Physician · Consultation fee ₹499". */
  detail?: string;
  /** The page where a visitor picks one of the doctor's free times themselves (a doctor's topic). */
  pick?: string;
}

export interface SupportLine {
  /** As written for people: "+91 90000 00000". */
  display: string;
  /** Digits with country code: "919000000000". */
  digits: string;
}

/** The topic in one line, as the booking dialog describes it and a call-back request records it. */
export function topicText(topic: BookingTopic): string {
  return topic.detail ? `${topic.subject} · ${topic.detail}` : topic.subject;
}

export function telHref(line: SupportLine): string {
  return `tel:+${line.digits}`;
}

/** WhatsApp's click-to-chat address; a number follows it. */
export const WHATSAPP_CHAT = 'https://wa.me/';

/** The WhatsApp chat with `line`, the message `text` typed in, ready to send. */
export function whatsappHref(line: SupportLine, text: string): string {
  return withWhatsappText(`${WHATSAPP_CHAT}${line.digits}`, text);
}

/** A click-to-chat address with its message set to `text`. */
export function withWhatsappText(chat: string, text: string): string {
  return `${chat.split('?')[0]}?text=${encodeURIComponent(text)}`;
}
