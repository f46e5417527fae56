// The pricing page's own words in English. Plan names, descriptions and features are in content/plans/copy.en.ts; the
// refund lines in content/contact/copy.en.ts (REFUND_SUMMARY_EN). A line that quotes a figure is a function of it.
export const PRICING_EN = {
  lead: 'See what each consultation and plan costs before you book. All prices are in Indian rupees.',
  hero: {
    compare: 'Compare plans',
  },
  consultations: {
    title: 'Pay per consultation',
    lead: 'One consultation with the right doctor. Pick the one that fits your need.',
    /** How a doctor's own fee relates to these plans; the Doctors page is linked by its name. */
    doctorFees: {
      before:
        'A doctor charges the fee and consultation time of their department’s plan above. You see each doctor’s fee and time on their card on the',
      link: 'Doctors page',
      after:
        'and again before you book. If a doctor’s fee is ever different, the fee on their card is the one you pay.',
    },
  },
  subscriptions: {
    title: 'Monthly plans',
    lead: 'For care that goes on month after month. You can cancel at any time.',
  },
  addOns: {
    title: 'Add-on services',
    lead: 'Extras you can add to any consultation or plan.',
  },
  card: {
    mostPopular: 'Most popular',
    recommended: 'Recommended',
    price: 'Price',
    /** The old price, struck through; a screen reader hears "Was ₹799". */
    was: (amount: string) => `Was ${amount}`,
    /** The saving, computed from the two prices. */
    off: (percent: string) => `You save ${percent}`,
    free: 'Free',
    perConsultation: 'per consultation',
    perMonth: 'a month',
    includes: 'What you get',
    bookPlan: (plan: string) => `Book ${plan}`,
    joinPlan: (plan: string) => `Join the ${plan}`,
  },
  refunds: {
    title: 'Our refund promise',
    lead: 'Plans change. This is what you get back if you cancel.',
    consultations: 'Consultations',
    subscriptions: 'Monthly plans',
  },
  payment: {
    title: 'Ways to pay',
    lead: 'A care coordinator confirms your time and sends you a payment link. Pay the way that suits you.',
  },
};

export type PricingCopy = typeof PRICING_EN;
