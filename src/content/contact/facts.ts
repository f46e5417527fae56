// How patients reach the provider (docs/product/figures.md), as values: the four contact channels with their
// priority and hours, the reply times, and the offices. Words are in en.ts beside this file. Phone numbers, the
// email address and the head office come from configuration (wrangler `vars`, src/config.ts), never from here.

/** How urgent the requests a channel is for are (docs/product/figures.md: high, medium, low). */
export type ChannelPriority = 'high' | 'medium' | 'low';

/** When a channel answers: always; every day between two whole hours (24-hour clock); or a reply within hours. */
export type ChannelAvailability =
  | { kind: 'always' }
  | { kind: 'daily'; opens: number; closes: number }
  | { kind: 'reply'; withinHours: number };

/** What a channel's link does: a phone call to the support line, a WhatsApp chat on it, or an email. */
export type ChannelReach = 'phone' | 'whatsapp' | 'email';

export interface ContactChannelFacts {
  id: string;
  priority: ChannelPriority;
  reach: ChannelReach;
  availability: ChannelAvailability;
}

/**
 * Customer support's hours, every day: the one source of the support hours every page states (the frame's words,
 * /login, the contact page and its structured data; tests hold the frame's words to it).
 */
const SUPPORT_HOURS = { kind: 'daily', opens: 8, closes: 22 } as const satisfies ChannelAvailability;

/**
 * The spec's four channels. The live chat is the WhatsApp chat on the support line (the spec names no other chat,
 * and the support line is also the WhatsApp number), so it opens WhatsApp and answers in the support line's hours.
 * (The spec gave the chat 9 AM-9 PM of its own while every page offered WhatsApp in the support hours; issue 38 made
 * them one.)
 */
export const CONTACT_CHANNELS = [
  { id: 'emergency', priority: 'high', reach: 'phone', availability: { kind: 'always' } },
  { id: 'support', priority: 'medium', reach: 'phone', availability: SUPPORT_HOURS },
  { id: 'chat', priority: 'medium', reach: 'whatsapp', availability: SUPPORT_HOURS },
  { id: 'email', priority: 'low', reach: 'email', availability: { kind: 'reply', withinHours: 2 } },
] as const satisfies readonly ContactChannelFacts[];

export type ContactChannelId = (typeof CONTACT_CHANNELS)[number]['id'];

/** Business hours: customer support's hours, the ones the contact form's reply promise counts in. */
export const BUSINESS_HOURS = CONTACT_CHANNELS[1].availability;

/** A message sent with the contact form is answered within this many hours, counted in business hours. */
export const CONTACT_FORM_REPLY_HOURS = 2;

/** The office types (docs/product/figures.md, "Contact and availability"). */
export type OfficeType = 'head' | 'regional';

export interface Office {
  id: string;
  city: string;
  address: string;
  type: OfficeType;
  /**
   * True for SAMPLE offices: illustrative addresses until the provider lists its own (docs/deploying.md, step 4). The
   * contact page marks them as examples.
   */
  sample: boolean;
}

/**
 * SAMPLE CONTENT: regional offices to show the layout of the office list. Replace them with the provider's own
 * addresses (or remove them) before launch. Every office's phone is the one support line from configuration: no
 * office number is invented here, since a made-up number could ring a stranger.
 */
export const SAMPLE_OFFICES: readonly Office[] = [
  {
    id: 'mumbai',
    city: 'Mumbai',
    address: '4th Floor, 22 Linking Road, Bandra West, Mumbai 400050',
    type: 'regional',
    sample: true,
  },
  {
    id: 'bengaluru',
    city: 'Bengaluru',
    address: '3rd Floor, 8 Residency Road, Bengaluru 560025',
    type: 'regional',
    sample: true,
  },
];

/** The office list: the head office from configuration (`config.office`), then the sample offices. */
export function officeList(headOffice: { city: string; address: string }): Office[] {
  return [
    { id: 'head', city: headOffice.city, address: headOffice.address, type: 'head', sample: false },
    ...SAMPLE_OFFICES,
  ];
}

/** The hour of a 24-hour clock as schema.org and <time> write it: 8 → "08:00". */
export function clockTime(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}
