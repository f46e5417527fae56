// The contact facts' words in each language: channels, hours, offices, and the refund summary.
import { formatNumber } from '../../../shared/i18n/format';
import type { Locale } from '../../../shared/i18n/locales';
import { CONTACT_CHANNELS, type ContactChannelId } from './facts';
import { CONTACT_WORDS_EN, REFUND_SUMMARY_EN, type ContactWords, type RefundSummaryWords } from './copy.en';
import { CONTACT_WORDS_HI, REFUND_SUMMARY_HI } from './copy.hi';

export const CONTACT_WORDS = { en: CONTACT_WORDS_EN, hi: CONTACT_WORDS_HI } satisfies Record<Locale, ContactWords>;

export const REFUND_SUMMARY_WORDS = { en: REFUND_SUMMARY_EN, hi: REFUND_SUMMARY_HI } satisfies Record<
  Locale,
  RefundSummaryWords
>;

/** When a channel answers, in a language's words ("Mon-Sun 8 AM-10 PM"), from the channel's facts. */
export function channelHours(id: ContactChannelId, locale: Locale): string {
  const channel = CONTACT_CHANNELS.find((candidate) => candidate.id === id);
  if (!channel) throw new Error(`No contact channel "${id}"`);
  return CONTACT_WORDS[locale].availability(channel.availability, (value) => formatNumber(value, locale));
}
