// A signed-in person's requests, for the account area and its data download: those sent while signed in, or with the
// account's confirmed e-mail (the rule's SQL is src/http/account-owner.ts; src/account/linked.ts decides who the
// account is).
import { ownedIds, type AccountOwner } from '../http/account-owner';

/** A request as the account area lists it. */
export interface AccountRequest {
  reference: string;
  kind: string;
  status: 'new' | 'contacted' | 'closed';
  createdAt: number;
}

/** The account's requests, newest first (`limit` of them). */
export async function requestsOfAccount(db: D1Database, owner: AccountOwner, limit: number): Promise<AccountRequest[]> {
  const ids = ownedIds('requests', { email: 'email', phone: 'phone' }, owner);
  const { results } = await db
    .prepare(
      `SELECT reference, kind, status, created_at FROM requests WHERE id IN (${ids.sql})
       ORDER BY created_at DESC, id DESC LIMIT ${Math.max(1, Math.floor(limit))}`,
    )
    .bind(...ids.params)
    .all<{ reference: string; kind: string; status: AccountRequest['status']; created_at: number }>();
  return results.map((row) => ({
    reference: row.reference,
    kind: row.kind,
    status: row.status,
    createdAt: row.created_at,
  }));
}

/** A request as the data download gives it: everything the person sent, and when. */
export interface AccountRequestRecord extends AccountRequest {
  locale: string;
  fields: Record<string, string>;
  consentVersion: string;
}

/** Every request of the account's, newest first, with what was sent. */
export async function requestRecordsOfAccount(db: D1Database, owner: AccountOwner): Promise<AccountRequestRecord[]> {
  const ids = ownedIds('requests', { email: 'email', phone: 'phone' }, owner);
  const { results } = await db
    .prepare(
      `SELECT reference, kind, status, locale, fields, consent_version, created_at FROM requests WHERE id IN (${ids.sql})
       ORDER BY created_at DESC, id DESC`,
    )
    .bind(...ids.params)
    .all<{
      reference: string;
      kind: string;
      status: AccountRequest['status'];
      locale: string;
      fields: string;
      consent_version: string;
      created_at: number;
    }>();
  return results.map((row) => ({
    reference: row.reference,
    kind: row.kind,
    status: row.status,
    locale: row.locale,
    fields: JSON.parse(row.fields) as Record<string, string>,
    consentVersion: row.consent_version,
    createdAt: row.created_at,
  }));
}
