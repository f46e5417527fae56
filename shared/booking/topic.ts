// What a booking dialog is about and how a person can reach the coordinators. Plain data: it travels from the
// server to the islands as JSON props.

export interface BookingTopic {
  /** Who or what the visitor wants to book, e.g. "Dr. Arjun Mehta" or "Health Check-ups". */
  subject: string;
  /** One line of context, e.g. "Diabetologist & General Physician · Consultation fee ₹499". */
  detail?: string;
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

export function whatsappHref(line: SupportLine, text: string): string {
  return `https://wa.me/${line.digits}?text=${encodeURIComponent(text)}`;
}
