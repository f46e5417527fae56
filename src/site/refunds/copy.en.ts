// The refund policy page's own words. The rules' words are in src/content/refunds/copy.en.ts; every figure comes in as
// an argument, formatted from src/content/refunds/facts.ts or src/content/policies/facts.ts.
export const REFUNDS_COPY_EN = {
  lead: 'When you can get your money back for a consultation, a health check-up package or a subscription, how much, and how long it takes.',
  requestButton: 'Request a Refund',
  toc: {
    overview: 'How refunds work',
    consultation: 'Consultations',
    'health-package': 'Health check-up packages',
    subscription: 'Subscription plans',
    nonRefundable: 'When we cannot refund',
    timelines: 'How long the money takes',
    request: 'How to ask for a refund',
    disputes: 'Billing disputes and complaints',
  },
  overview: [
    'This page is our full refund policy. Any refund promise elsewhere on our site is a short summary of it, and this page applies.',
    'We pay every refund back to the card, account or app you paid with. We do not charge you for sending it.',
    'Refunds follow the Consumer Protection Act 2019 and the Consumer Protection (E-Commerce) Rules 2020.',
  ],
  review: (range: string) => `We review every refund request within ${range} business days of receiving it.`,
  table: {
    caption: (category: string) => `${category}: refund rules`,
    scenario: 'When',
    refund: 'Refund',
    timeline: 'Money sent within',
    process: 'What happens',
  },
  nonRefundable: {
    intro: 'We cannot give a refund in these cases:',
    items: (lateHours: string, disputeDays: string) => [
      `You cancel a consultation less than ${lateHours} hours before it starts.`,
      'You miss a consultation without telling us.',
      'The consultation has already taken place. If something went wrong, tell us: we will look into it.',
      'Tests in a health check-up package that are already done.',
      'Add-on services already given, such as a delivered prescription or a finished report analysis.',
      `A charge you first question more than ${disputeDays} days after it was made.`,
    ],
  },
  timelines: {
    intro: 'Once we send a refund, your bank or payment app needs some time to show it. This depends on how you paid:',
    caption: 'Days for a refund to reach you, by payment method',
    method: 'How you paid',
    days: 'Days to reach you',
    note: 'If the money has not arrived after these days, contact us with your reference number and we will check with the bank.',
  },
  request: {
    intro: (count: string) => `There are ${count} steps. The first is the only one you need to do.`,
    steps: (reviewRange: string) => [
      {
        title: 'Send a refund request',
        description:
          'Fill in the form below, or call us. Tell us which booking it is and why. You get a reference number at once.',
      },
      {
        title: 'We review it',
        description: `We check your booking against this policy within ${reviewRange} business days.`,
      },
      {
        title: 'We tell you the decision',
        description: 'We call or email you with the amount and the reason. You can ask us to look again.',
      },
      {
        title: 'We send the money',
        description: 'We pay it back to the way you paid, within the time shown in the tables above.',
      },
      {
        title: 'Your bank credits it',
        description: 'Your bank or payment app then shows the refund, within the days shown for your payment method.',
      },
    ],
    formTitle: 'Refund request form',
    formIntro: 'Keep your booking details to hand. We use what you send only to handle this refund.',
  },
  disputes: {
    billing: (days: string) =>
      `If a charge looks wrong, tell us within ${days} days of the charge. After that, our records may no longer let us check it.`,
    complaints: (ackHours: string, resolveDays: string) =>
      `We acknowledge every complaint within ${ackHours} hours and aim to resolve it within ${resolveDays} business days.`,
    consumer: (helpline: string) =>
      `You can also call the National Consumer Helpline on ${helpline}, or complain to a consumer commission. This policy does not take away any right you have under the Consumer Protection Act 2019.`,
    helplineLabel: (helpline: string) => `National Consumer Helpline: ${helpline}`,
    emailSubject: 'Refund question',
  },
};

export type RefundsCopy = typeof REFUNDS_COPY_EN;
