// The four departments (docs/product/figures.md) as values: consultation times (the spec's 30, 45, 60 and 20
// minutes), and the sample figures the spec's Department entity names (rating, doctors, patients served, success
// rate). Words are in en.ts beside this file; prices come from the plans (plans/facts.ts), never repeated here.
//
// SAMPLE FIGURES: rating, doctorsCount, patientsServed and successRate are the provider's marketing content, chosen
// to agree with src/content/claims.ts (the departments' doctors and patients never exceed the site-wide claims, and
// their satisfaction averages to the claimed share). Replace them with verified numbers before launch.
import {
  CONSULTATION_PLANS,
  SUBSCRIPTION_PLANS,
  type ConsultationPlanId,
  type SubscriptionPlanId,
} from '../plans/facts';

export type DepartmentPlan =
  | { kind: 'consultation'; id: ConsultationPlanId }
  | { kind: 'subscription'; id: SubscriptionPlanId };

export interface DepartmentFacts {
  /** Also the id of the department's page in the site map. */
  id: 'diabetes-care' | 'cancer-second-opinion' | 'cancer-advisory-plan' | 'general-physician';
  /** How long one consultation lasts, in minutes. */
  consultationMinutes: number;
  /** Average patient rating out of 5 (sample). */
  rating: number;
  /** Doctors on the department's panel (sample). */
  doctorsCount: number;
  /** Patients the department has seen (sample). */
  patientsServed: number;
  /**
   * Share of patients, 0 to 1, who rated their consultation as helpful (sample). The spec calls it "success rate";
   * it is worded as satisfaction, never as a medical outcome (a cure or survival rate would be a misleading claim).
   */
  successRate: number;
  /** The plan whose price the department shows. */
  plan: DepartmentPlan;
}

/** True while the figures below are samples: `npm run launch-check` refuses them until set to false. */
export const DEPARTMENT_FIGURES_ARE_SAMPLES = true;

export const DEPARTMENT_FACTS = [
  {
    id: 'diabetes-care',
    consultationMinutes: 30,
    rating: 4.8,
    doctorsCount: 45,
    patientsServed: 18_000,
    successRate: 0.98,
    plan: { kind: 'consultation', id: 'diabetes-care' },
  },
  {
    id: 'cancer-second-opinion',
    consultationMinutes: 45,
    rating: 4.9,
    doctorsCount: 25,
    patientsServed: 4_000,
    successRate: 0.97,
    plan: { kind: 'consultation', id: 'cancer-second-opinion' },
  },
  {
    id: 'cancer-advisory-plan',
    consultationMinutes: 60,
    rating: 4.9,
    doctorsCount: 20,
    patientsServed: 1_200,
    successRate: 0.97,
    plan: { kind: 'subscription', id: 'cancer-advisory' },
  },
  {
    id: 'general-physician',
    consultationMinutes: 20,
    rating: 4.7,
    doctorsCount: 80,
    patientsServed: 22_000,
    successRate: 0.98,
    plan: { kind: 'consultation', id: 'general-physician' },
  },
] as const satisfies readonly DepartmentFacts[];

/** A second opinion's written answer comes within this many hours of getting every report (docs/product/figures.md). */
export const SECOND_OPINION_REPLY_HOURS = { from: 24, to: 48 } as const;

export type DepartmentId = (typeof DEPARTMENT_FACTS)[number]['id'];

export function departmentFacts(id: DepartmentId): DepartmentFacts {
  const found = DEPARTMENT_FACTS.find((department) => department.id === id);
  if (!found) throw new Error(`No department "${id}"`);
  return found;
}

/** The departments' totals, for the statistics band (the sum of the sample figures above). */
export const DEPARTMENT_TOTALS = {
  doctors: DEPARTMENT_FACTS.reduce((sum, department) => sum + department.doctorsCount, 0),
  patients: DEPARTMENT_FACTS.reduce((sum, department) => sum + department.patientsServed, 0),
  /** The patient-weighted average rating, to one decimal. */
  rating:
    Math.round(
      (DEPARTMENT_FACTS.reduce((sum, department) => sum + department.rating * department.patientsServed, 0) /
        DEPARTMENT_FACTS.reduce((sum, department) => sum + department.patientsServed, 0)) *
        10,
    ) / 10,
};

/** The price a department shows, from its plan: per consultation, or per month for a subscription. */
export function departmentPrice(department: DepartmentFacts): {
  price: number;
  originalPrice: number;
  perMonth: boolean;
} {
  const { plan } = department;
  const found =
    plan.kind === 'consultation'
      ? CONSULTATION_PLANS.find((entry) => entry.id === plan.id)
      : SUBSCRIPTION_PLANS.find((entry) => entry.id === plan.id);
  if (!found) throw new Error(`No plan "${plan.id}"`);
  return { price: found.price, originalPrice: found.originalPrice, perMonth: plan.kind === 'subscription' };
}
