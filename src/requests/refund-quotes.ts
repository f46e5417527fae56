// Refund requests (the refund policy page's form) that quote a payment: its "Payment or booking reference" field may
// hold an appointment's reference (AP-…) or the UPI transaction reference it was paid with. Billing → Refunds shows
// such a request beside the refund it is about.
import type { RequestStatus } from './store';

export interface QuotingRefundRequest {
  reference: string;
  status: RequestStatus;
  createdAt: number;
  /** What the visitor wrote in the reference field, upper-cased, without spaces. */
  quoted: string;
}

/** The most keys one look-up takes (a page of refunds has two each). */
const MOST_KEYS = 200;

/** Refund requests whose reference field contains one of `keys` (AP- references or UTRs), newest first. */
export async function refundRequestsQuoting(db: D1Database, keys: readonly string[]): Promise<QuotingRefundRequest[]> {
  const wanted = [...new Set(keys.filter((key) => key.length >= 6))].slice(0, MOST_KEYS);
  if (wanted.length === 0) return [];
  const { results } = await db
    .prepare(
      `SELECT reference, status, created_at,
         upper(replace(json_extract(fields, '$.paymentReference'), ' ', '')) AS quoted
       FROM requests
       WHERE kind = 'refund' AND json_extract(fields, '$.paymentReference') IS NOT NULL
         AND EXISTS (SELECT 1 FROM json_each(?1) k
                     WHERE instr(upper(replace(json_extract(fields, '$.paymentReference'), ' ', '')), k.value) > 0)
       ORDER BY created_at DESC LIMIT 500`,
    )
    .bind(JSON.stringify(wanted))
    .all<{ reference: string; status: RequestStatus; created_at: number; quoted: string }>();
  return results.map((row) => ({
    reference: row.reference,
    status: row.status,
    createdAt: row.created_at,
    quoted: row.quoted,
  }));
}
