// The contact facts' words in each language: channels, hours, offices, and the refund summary.
import type { Locale } from '../../../shared/i18n/locales';
import { CONTACT_WORDS_EN, REFUND_SUMMARY_EN, type ContactWords, type RefundSummaryWords } from './copy.en';
import { CONTACT_WORDS_HI, REFUND_SUMMARY_HI } from './copy.hi';

export const CONTACT_WORDS = { en: CONTACT_WORDS_EN, hi: CONTACT_WORDS_HI } satisfies Record<Locale, ContactWords>;

export const REFUND_SUMMARY_WORDS = { en: REFUND_SUMMARY_EN, hi: REFUND_SUMMARY_HI } satisfies Record<
  Locale,
  RefundSummaryWords
>;
