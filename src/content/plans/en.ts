// The plans' words in English (SPEC.md sections 3 and 9). Figures stay in facts.ts.
import type { AddOnId, ConsultationPlanId, SubscriptionPlanId } from './facts';

export const CONSULTATION_PLAN_WORDS: Record<ConsultationPlanId, { name: string }> = {
  'general-physician': { name: 'General Physician' },
  'diabetes-care': { name: 'Diabetes Care' },
  'cancer-second-opinion': { name: 'Cancer 2nd Opinion' },
};

export const SUBSCRIPTION_PLAN_WORDS: Record<SubscriptionPlanId, { name: string; summary: string }> = {
  'cancer-advisory': { name: 'Cancer Advisory Plan', summary: 'Two oncologist consultations every month.' },
  'family-health': { name: 'Family Health Plan', summary: 'For up to 4 family members.' },
};

export const ADD_ON_WORDS: Record<AddOnId, { name: string }> = {
  'digital-health-records': { name: 'Digital Health Records' },
  'ai-symptom-checker': { name: 'AI Symptom Checker' },
  'prescription-delivery': { name: 'Prescription Delivery' },
  'lab-test-booking': { name: 'Lab Test Booking' },
  'health-report-analysis': { name: 'Health Report Analysis' },
  'nutrition-consultation': { name: 'Nutrition Consultation' },
};
