// The refund summary's words in each language (the rules themselves are in refund-summary.ts).
import type { Locale } from '../../../shared/i18n/locales';
import { REFUND_SUMMARY_EN, type RefundSummaryWords } from './en';
import { REFUND_SUMMARY_HI } from './hi';

export const REFUND_SUMMARY_WORDS = { en: REFUND_SUMMARY_EN, hi: REFUND_SUMMARY_HI } satisfies Record<
  Locale,
  RefundSummaryWords
>;
