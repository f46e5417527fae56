// The refund rules (docs/product/figures.md) as values. The refund policy page is the binding text; every other refund
// statement on the site (pricing, FAQs, the booking band) is a summary computed from these rules and links to it.
// Words (scenario names, eligibility, process) belong beside this file, per language.

/** A span of days, inclusive. */
export interface DayRange {
  from: number;
  to: number;
}

/** How much comes back. */
export type RefundAmount =
  | { kind: 'percent'; percent: number }
  /** A full refund, or the consultation moved to another time: the patient chooses. */
  | { kind: 'full-or-reschedule' }
  /** The price of the tests not yet done. */
  | { kind: 'unused-tests' }
  /** The unused part of the period. */
  | { kind: 'pro-rated' }
  /** The whole price less the services already used. */
  | { kind: 'full-minus-used' };

export type RefundCategory = 'consultation' | 'health-package' | 'subscription';

export interface RefundRule {
  id: string;
  category: RefundCategory;
  amount: RefundAmount;
  /** For cancellations: how long before the appointment, in hours (`to` absent means "or more"). */
  noticeHours?: { from: number; to?: number };
  /** Within how many days of buying (subscriptions). */
  withinDaysOfPurchase?: number;
  /** Fee kept, as a percentage of the price. */
  processingFeePercent?: number;
  /** Business days until the money is sent back, once approved. */
  paidWithin?: DayRange;
}

export const REFUND_RULES = [
  {
    id: 'consultation-24h-plus',
    category: 'consultation',
    amount: { kind: 'percent', percent: 100 },
    noticeHours: { from: 24 },
    paidWithin: { from: 3, to: 5 },
  },
  {
    id: 'consultation-6-24h',
    category: 'consultation',
    amount: { kind: 'percent', percent: 50 },
    noticeHours: { from: 6, to: 24 },
    paidWithin: { from: 3, to: 5 },
  },
  {
    id: 'consultation-under-6h',
    category: 'consultation',
    amount: { kind: 'percent', percent: 0 },
    noticeHours: { from: 0, to: 6 },
  },
  {
    id: 'consultation-doctor-unavailable',
    category: 'consultation',
    amount: { kind: 'full-or-reschedule' },
    paidWithin: { from: 3, to: 5 },
  },
  { id: 'consultation-no-show', category: 'consultation', amount: { kind: 'percent', percent: 0 } },
  {
    id: 'package-before-tests',
    category: 'health-package',
    amount: { kind: 'percent', percent: 90 },
    processingFeePercent: 10,
    paidWithin: { from: 5, to: 7 },
  },
  {
    id: 'package-partly-done',
    category: 'health-package',
    amount: { kind: 'unused-tests' },
    paidWithin: { from: 7, to: 10 },
  },
  {
    id: 'subscription-first-7-days',
    category: 'subscription',
    amount: { kind: 'percent', percent: 100 },
    withinDaysOfPurchase: 7,
  },
  { id: 'subscription-mid-cycle', category: 'subscription', amount: { kind: 'pro-rated' } },
  {
    id: 'subscription-annual-30-days',
    category: 'subscription',
    amount: { kind: 'full-minus-used' },
    withinDaysOfPurchase: 30,
  },
] as const satisfies readonly RefundRule[];

export type RefundRuleId = (typeof REFUND_RULES)[number]['id'];

/** Business days to review a refund request. */
export const REFUND_REVIEW_DAYS: DayRange = { from: 2, to: 3 };

/** Days until the money reaches the patient, by how they paid. */
export const REFUND_TIMELINES_BY_METHOD = {
  card: { from: 3, to: 7 },
  wallet: { from: 1, to: 3 },
  netBanking: { from: 2, to: 5 },
  upi: { from: 1, to: 2 },
} as const satisfies Record<string, DayRange>;

export type PaymentMethod = keyof typeof REFUND_TIMELINES_BY_METHOD;

/** The cancellation notice, in hours, that gives a full refund of a consultation: the promise pricing summarises. */
export const FULL_REFUND_NOTICE_HOURS = REFUND_RULES[0].noticeHours.from;
