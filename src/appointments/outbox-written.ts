// What the outbox's rows about an appointment are written with (src/notifications/appointments.ts): only if the
// appointment exists as the batch runs, a cancellation's message with the refund and payment its batch wrote, and the
// payment request only while the appointment is confirmed, unpaid and has a fee.
// In the SQL, ?3 is the message's reference (the appointment's) and ?6 its facts as JSON.
import type { AppointmentWritten } from '../notifications';

export const APPOINTMENT_WRITTEN: AppointmentWritten = {
  onlyIf: 'EXISTS (SELECT 1 FROM appointments WHERE reference = ?3)',
  payable: `EXISTS (SELECT 1 FROM appointments WHERE reference = ?3 AND status = 'confirmed' AND payment = 'unpaid'
    AND fee > 0)`,
  cancelledPayload: `json_set(?6,
  '$.refund', json((SELECT json_object('amount', r.amount, 'percent', r.percent)
    FROM refunds r JOIN appointments a ON a.id = r.appointment_id WHERE a.reference = ?3)),
  '$.paid', json(CASE WHEN EXISTS (SELECT 1 FROM payments p JOIN appointments a ON a.id = p.appointment_id
    WHERE a.reference = ?3) THEN 'true' ELSE 'false' END))`,
};
