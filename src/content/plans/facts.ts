// The spec's prices as values (docs/product/figures.md): consultation plans, monthly subscriptions and add-ons. Words
// (names, descriptions, features) are in en.ts beside this file; discounts are computed from the two prices.

export const CONSULTATION_PLANS = [
  { id: 'general-physician', price: 499, originalPrice: 799, minutes: 20, popular: false },
  { id: 'diabetes-care', price: 599, originalPrice: 1199, minutes: 30, popular: true },
  { id: 'cancer-second-opinion', price: 999, originalPrice: 1799, minutes: 45, popular: false },
] as const satisfies readonly ConsultationPlanFacts[];

export const SUBSCRIPTION_PLANS = [
  {
    id: 'cancer-advisory',
    price: 4999,
    originalPrice: 7499,
    period: 'month',
    consultationsPerMonth: 2,
    recommended: true,
  },
  { id: 'family-health', price: 2499, originalPrice: 3999, period: 'month', members: 4, recommended: false },
] as const satisfies readonly SubscriptionPlanFacts[];

export const ADD_ONS = [
  { id: 'digital-health-records', price: 0 },
  { id: 'ai-symptom-checker', price: 0 },
  { id: 'prescription-delivery', price: 49 },
  { id: 'lab-test-booking', price: 99 },
  { id: 'health-report-analysis', price: 299 },
  { id: 'nutrition-consultation', price: 699, minutes: 30 },
] as const satisfies readonly AddOnFacts[];

export interface ConsultationPlanFacts {
  id: string;
  /** Rupees, per consultation. */
  price: number;
  originalPrice: number;
  minutes: number;
  popular: boolean;
}

export interface SubscriptionPlanFacts {
  id: string;
  /** Rupees, per period. */
  price: number;
  originalPrice: number;
  period: 'month';
  consultationsPerMonth?: number;
  members?: number;
  recommended: boolean;
}

export interface AddOnFacts {
  id: string;
  /** Rupees; 0 is free. */
  price: number;
  minutes?: number;
}

export type ConsultationPlanId = (typeof CONSULTATION_PLANS)[number]['id'];
export type SubscriptionPlanId = (typeof SUBSCRIPTION_PLANS)[number]['id'];
export type AddOnId = (typeof ADD_ONS)[number]['id'];

/** The lowest price of a single consultation, as "from ₹499" says on the home page and in page descriptions. */
export const LOWEST_CONSULTATION_PRICE = Math.min(...CONSULTATION_PLANS.map((plan) => plan.price));
