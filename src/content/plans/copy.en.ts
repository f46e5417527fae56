// The plans' words in English (docs/product/figures.md). Figures stay in facts.ts: a line that states one (a
// consultation's length, the members a plan covers) is a function here, given the figure already formatted for the
// page's language, so the words can never disagree with the value.
import type { PaymentMethod } from '../refunds/facts';
import type { AddOnId, ConsultationPlanId, SubscriptionPlanId } from './facts';

export interface PlanWords {
  name: string;
  description: string;
  /** What the plan includes, beyond the figures facts.ts states. */
  features: readonly string[];
}

export const CONSULTATION_PLAN_WORDS: Record<ConsultationPlanId, PlanWords> = {
  'general-physician': {
    name: 'General Physician',
    description: 'For everyday illnesses, fevers, infections and health questions.',
    features: ['Video or phone consultation', 'Digital prescription', 'Advice on tests and next steps'],
  },
  'diabetes-care': {
    name: 'Diabetes Care',
    description: 'For people living with diabetes or at risk of it.',
    features: [
      'Consultation with a diabetologist',
      'Review of your sugar readings and reports',
      'Diet and lifestyle advice',
      'Digital prescription',
    ],
  },
  'cancer-second-opinion': {
    name: 'Cancer 2nd Opinion',
    description: 'An oncologist reviews your diagnosis and treatment plan.',
    features: [
      'Review of your reports and scans by an oncologist',
      'Written opinion on your diagnosis and treatment options',
      'Time to ask your questions',
    ],
  },
};

export const SUBSCRIPTION_PLAN_WORDS: Record<SubscriptionPlanId, PlanWords> = {
  'cancer-advisory': {
    name: 'Cancer Advisory Plan',
    description: 'Ongoing guidance from oncologists through your treatment.',
    features: ['Review of new reports as they come', 'A coordinator to help between consultations'],
  },
  'family-health': {
    name: 'Family Health Plan',
    description: 'One plan for the whole family’s everyday care.',
    features: ['General physician consultations for every member', 'Digital health records for the family'],
  },
};

export const ADD_ON_WORDS: Record<AddOnId, { name: string; description: string }> = {
  'digital-health-records': {
    name: 'Digital Health Records',
    description: 'Keep your reports and prescriptions in one place.',
  },
  'ai-symptom-checker': {
    name: 'AI Symptom Checker',
    description: 'Answer a few questions to see which doctor may help.',
  },
  'prescription-delivery': {
    name: 'Prescription Delivery',
    description: 'Medicines from your prescription delivered to your home.',
  },
  'lab-test-booking': { name: 'Lab Test Booking', description: 'Book lab tests with home sample collection.' },
  'health-report-analysis': {
    name: 'Health Report Analysis',
    description: 'A doctor explains your test reports in plain words.',
  },
  'nutrition-consultation': {
    name: 'Nutrition Consultation',
    description: 'A dietitian plans meals that suit your health.',
  },
};

export type AddOnWords = (typeof ADD_ON_WORDS)[AddOnId];

/** Lines that state a figure from facts.ts, given the figure already formatted ("30", "₹599"). */
export const PLAN_FIGURE_WORDS = {
  minutes: (minutes: string) => `${minutes}-minute consultation`,
  perMonth: (price: string) => `${price} a month`,
  consultationsPerMonth: (count: string) => `${count} oncologist consultations every month`,
  members: (count: string) => `For up to ${count} family members`,
};

export type PlanFigureWords = typeof PLAN_FIGURE_WORDS;

/**
 * The ways to pay (docs/product/figures.md: cards, UPI, net banking, wallets), in that order: as a list item and as
 * words inside a sentence ("You can pay by ...").
 */
export const PAYMENT_METHOD_WORDS: Record<PaymentMethod, { label: string; inSentence: string }> = {
  card: { label: 'Debit and credit cards', inSentence: 'debit or credit card' },
  upi: { label: 'UPI', inSentence: 'UPI' },
  netBanking: { label: 'Net banking', inSentence: 'net banking' },
  wallet: { label: 'Wallets', inSentence: 'a wallet' },
};

export type PaymentMethodWords = (typeof PAYMENT_METHOD_WORDS)[PaymentMethod];

/** The price list's names in the pricing page's structured data (src/seo/offers.ts). */
export const OFFER_CATALOG_NAMES = {
  catalog: 'Prices',
  consultations: 'Consultation plans',
  subscriptions: 'Monthly plans',
  addOns: 'Add-on services',
};

export type OfferCatalogNames = typeof OFFER_CATALOG_NAMES;
