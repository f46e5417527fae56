// The plans' prices as the tests read them: from the facts the pages render, never restated.
import { formatRupees } from '../../shared/money';
import { CONSULTATION_PLANS } from '../../src/content/plans/facts';

type PlanId = (typeof CONSULTATION_PLANS)[number]['id'];

export function consultationPlan(id: PlanId) {
  const plan = CONSULTATION_PLANS.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`no consultation plan ${id}`);
  return { ...plan, shown: formatRupees(plan.price), wasShown: formatRupees(plan.originalPrice) };
}

/** The Diabetes Care plan, the spec's "popular" consultation, which many pages quote. */
export const DIABETES_PLAN = consultationPlan('diabetes-care');
