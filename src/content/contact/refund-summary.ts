// The refund rules a patient needs before paying, picked out of the refund policy's values (refunds/facts.ts) so that
// the pricing page's guarantee and the contact page's FAQ can only ever say what the policy says. The refund policy
// page (/refunds) is the binding text; every summary built from this links to it.
import { formatNumber, formatNumberRange, formatPercent } from '../../../shared/i18n/format';
import type { Locale } from '../../../shared/i18n/locales';
import type { RefundSummaryWords } from './copy.en';
import { FULL_REFUND_NOTICE_HOURS, REFUND_RULES, type DayRange, type RefundRuleId } from '../refunds/facts';

type RuleOf<I extends RefundRuleId> = Extract<(typeof REFUND_RULES)[number], { id: I }>;

function rule<I extends RefundRuleId>(id: I): RuleOf<I> {
  const found = REFUND_RULES.find((entry) => entry.id === id);
  if (!found) throw new Error(`No refund rule "${id}"`);
  return found as RuleOf<I>;
}

export interface RefundSummary {
  /** Cancel at least this many hours before: full refund ... */
  fullNoticeHours: number;
  /** ... paid back within these business days. */
  fullPaidWithin: DayRange;
  /** Cancel between these hours before: this percentage back. */
  partNotice: { from: number; to: number };
  partPercent: number;
  partPaidWithin: DayRange;
  /** Cancel under this many hours before (or miss the appointment): nothing back. */
  noneUnderHours: number;
  /** A subscription cancelled within this many days of buying, unused: full refund. */
  subscriptionFullRefundDays: number;
  /** The path of the binding refund policy. */
  policyPath: string;
}

const full = rule('consultation-24h-plus');
const part = rule('consultation-6-24h');
const none = rule('consultation-under-6h');
const subscription = rule('subscription-first-7-days');

/** The consultation and subscription refund rules, as values from the refund policy. */
export const REFUND_SUMMARY: RefundSummary = {
  fullNoticeHours: FULL_REFUND_NOTICE_HOURS,
  fullPaidWithin: full.paidWithin,
  partNotice: { from: part.noticeHours.from, to: part.noticeHours.to },
  partPercent: part.amount.percent,
  partPaidWithin: part.paidWithin,
  noneUnderHours: none.noticeHours.to,
  subscriptionFullRefundDays: subscription.withinDaysOfPurchase,
  policyPath: '/refunds',
};

/** The summary in words, in the page's language: the consultation rules, then the subscription rules. */
export function refundSummaryLines(
  words: RefundSummaryWords,
  locale: Locale,
  summary: RefundSummary = REFUND_SUMMARY,
): { consultation: string[]; subscription: string[] } {
  const count = (value: number) => formatNumber(value, locale);
  return {
    consultation: [
      words.full(
        count(summary.fullNoticeHours),
        formatNumberRange(summary.fullPaidWithin.from, summary.fullPaidWithin.to, locale),
      ),
      words.part(
        formatPercent(summary.partPercent / 100, locale),
        count(summary.partNotice.from),
        count(summary.partNotice.to),
      ),
      words.none(count(summary.noneUnderHours)),
      words.doctorAway,
    ],
    subscription: [words.subscription(count(summary.subscriptionFullRefundDays)), words.subscriptionLater],
  };
}
