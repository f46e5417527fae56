/**
 * When an outbox row is written, as its batch runs: only if the row it is about was stored. The module that owns that
 * row's table writes the condition (a table's name appears in SQL only inside its owner), as `auditStatement`'s
 * `onlyIf`: in it ?1 to ?7 are the outbox row's id, event, reference, recipient, locale, payload and time (hours
 * requests: ?1 to ?6 without the locale), and `params` are bound after them.
 */
export interface OutboxCondition {
  onlyIf: string;
  params?: readonly unknown[];
}

/**
 * The SQL condition that no outbox row of `event` is written yet for a reference: for a statement that picks what is
 * owed a message once (a reminder), with the reference and event as SQL expressions ('a.reference', '?3').
 */
export const noOutboxRow = (reference: string, event: string) =>
  `NOT EXISTS (SELECT 1 FROM notifications n WHERE n.reference = ${reference} AND n.event = ${event})`;

/**
 * What an appointment's outbox rows are written with, from the appointments area (owner of the appointment, its
 * payment and refund): the condition that the appointment exists (?3 is its reference), and a cancellation's payload
 * as an SQL expression: the message's facts (?6) with the refund and payment its own batch wrote.
 */
export interface AppointmentWritten extends OutboxCondition {
  cancelledPayload: string;
  /**
   * The condition that the appointment is confirmed, unpaid and has a fee as the batch runs (?3 is its reference): a
   * confirmation writes the patient's payment request only then. Without it no payment request is written.
   */
  payable?: string;
}
