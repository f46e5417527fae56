// The refund a cancelled consultation gives, by the rules the refund policy states (src/content/refunds/facts.ts):
// the patient cancelling 24 hours or more before: all of it; 6 to 24 hours: half; less than 6 hours or a missed
// consultation: none; cancelled by the provider or the doctor: all of it (or a new time).
import { REFUND_RULES, type DayRange, type RefundRule } from '../content/refunds/facts';

const HOUR_MS = 60 * 60 * 1000;

export type CancelledBy = 'patient' | 'provider';

export interface ConsultationRefund {
  /** The rule applied (its words are on the refund policy page). */
  ruleId: string;
  percent: number;
  /** Integer paise. */
  amount: number;
}

function rule(id: string): RefundRule {
  const found = (REFUND_RULES as readonly RefundRule[]).find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no refund rule ${id}`);
  return found;
}

function percentOf(found: RefundRule): number {
  return found.amount.kind === 'percent' ? found.amount.percent : 100;
}

/** The patient's rule for a cancellation `noticeMs` before the start: the notice window it falls in. */
function patientRule(noticeMs: number): RefundRule {
  const hours = noticeMs / HOUR_MS;
  const timed = (REFUND_RULES as readonly RefundRule[]).filter(
    (candidate) => candidate.category === 'consultation' && candidate.noticeHours,
  );
  const match = timed.find(({ noticeHours }) => {
    if (!noticeHours) return false;
    return hours >= noticeHours.from && (noticeHours.to === undefined || hours < noticeHours.to);
  });
  return match ?? rule('consultation-no-show');
}

export function consultationRefund(input: {
  /** What was paid, in integer paise. */
  paid: number;
  startsAt: number;
  cancelledAt: number;
  by: CancelledBy;
}): ConsultationRefund {
  const found =
    input.by === 'provider' ? rule('consultation-doctor-unavailable') : patientRule(input.startsAt - input.cancelledAt);
  const percent = percentOf(found);
  return { ruleId: found.id, percent, amount: Math.round((input.paid * percent) / 100) };
}

/** A missed consultation (no-show): nothing comes back. */
export function noShowRefund(): ConsultationRefund {
  return { ruleId: 'consultation-no-show', percent: 0, amount: 0 };
}

/**
 * Business days until a refund under `ruleId` is sent back (the rule's own timeline, as the refund policy states it);
 * undefined for a rule that names none.
 */
export function refundPaidWithin(ruleId: string): DayRange | undefined {
  return (REFUND_RULES as readonly RefundRule[]).find((candidate) => candidate.id === ruleId)?.paidWithin;
}
