// The refund rules' words in English (facts.ts holds the values). A line that states a figure is a function given
// the figure already formatted for the page's language, so the words can never disagree with the rule. The refund
// policy page renders these; the pricing page's summary reads the same rules.
import type { PaymentMethod, RefundAmount, RefundCategory, RefundRuleId } from './facts';

/** A rule's figures, formatted: the notice in hours, the days since purchase, the fee. */
export interface RuleFigures {
  noticeFrom?: string;
  noticeTo?: string;
  withinDays?: string;
  feePercent?: string;
}

export interface RefundRuleWords {
  scenario: (figures: RuleFigures) => string;
  /** What happens, step by step, for this case. */
  process: string;
}

export const REFUND_RULE_WORDS_EN: Record<RefundRuleId, RefundRuleWords> = {
  'consultation-24h-plus': {
    scenario: ({ noticeFrom }) => `You cancel ${noticeFrom} hours or more before the appointment`,
    process: 'Cancel by phone, WhatsApp or the refund form. We refund you without further questions.',
  },
  'consultation-6-24h': {
    scenario: ({ noticeFrom, noticeTo }) => `You cancel between ${noticeFrom} and ${noticeTo} hours before`,
    process: 'Cancel by phone, WhatsApp or the refund form. We refund half of the fee.',
  },
  'consultation-under-6h': {
    scenario: ({ noticeTo }) => `You cancel less than ${noticeTo} hours before`,
    process: 'The doctor has kept this time for you. Call us: we may still be able to move it.',
  },
  'consultation-doctor-unavailable': {
    scenario: () => 'The doctor cannot attend',
    process: 'We contact you first. You choose a full refund or a new time.',
  },
  'consultation-no-show': {
    scenario: () => 'You miss the appointment without cancelling',
    process: 'If something serious stopped you, tell us with the refund form and we will look at it.',
  },
  'package-before-tests': {
    scenario: () => 'You cancel before any test is done',
    process: 'Cancel before your sample collection or visit. We keep a processing fee for booking the lab.',
  },
  'package-partly-done': {
    scenario: () => 'Some tests are already done',
    process: 'We refund the price of each test not yet done.',
  },
  'subscription-first-7-days': {
    scenario: ({ withinDays }) => `You cancel within ${withinDays} days of buying and have used nothing`,
    process: 'Cancel by phone or the refund form. We refund the whole price.',
  },
  'subscription-mid-cycle': {
    scenario: () => 'You cancel in the middle of a month',
    process: 'The plan stops at the end of the days you paid for. We refund the unused part.',
  },
  'subscription-annual-30-days': {
    scenario: ({ withinDays }) => `You cancel a yearly plan within ${withinDays} days of buying`,
    process: 'We refund the price, less the value of consultations and services you already used.',
  },
};

export const REFUND_WORDS_EN = {
  categories: {
    consultation: 'Consultations',
    'health-package': 'Health check-up packages',
    subscription: 'Subscription plans',
  } satisfies Record<RefundCategory, string> as Record<RefundCategory, string>,
  /** What comes back, from the rule's amount. */
  amount: (amount: RefundAmount, percent: string, feePercent?: string): string => {
    switch (amount.kind) {
      case 'percent':
        if (amount.percent === 100) return 'Full refund';
        if (amount.percent === 0) return 'No refund';
        return feePercent ? `${percent} refund (${feePercent} processing fee)` : `${percent} refund`;
      case 'full-or-reschedule':
        return 'Full refund, or a new time at no cost';
      case 'unused-tests':
        return 'Refund for the tests not done';
      case 'pro-rated':
        return 'Pro-rated refund: the unused days';
      case 'full-minus-used':
        return 'Full refund, minus services used';
    }
  },
  /** When the money is sent, once approved. */
  paidWithin: (range: string) => `${range} business days`,
  noRefundTimeline: 'Not applicable',
  byPaymentMethod: 'Sent after approval; your bank’s time is below',
  methods: {
    card: 'Credit or debit card',
    wallet: 'Wallet',
    netBanking: 'Net banking',
    upi: 'UPI',
  } satisfies Record<PaymentMethod, string> as Record<PaymentMethod, string>,
  methodDays: (range: string) => `${range} days`,
  review: (range: string) => `We review every refund request within ${range} business days.`,
  /** The promise other pages summarise ("Full refund if you cancel 24 hours ahead"). */
  fullRefundSummary: (hours: string) => `Full refund if you cancel ${hours} hours or more before your consultation.`,
};

export type RefundWords = typeof REFUND_WORDS_EN;
