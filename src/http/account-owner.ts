// What belongs to a signed-in account, as SQL: a row is the account's when it was made while signed in (its account_id
// is the account's id), when its e-mail equals the account's e-mail AND the auth server has confirmed that address, or
// when its mobile equals the account's phone AND the auth server has verified that phone by a code (phone_confirmed_at;
// decision 0028); never by a phone the auth server has not verified. Phones are compared in one normal form, '+91' and
// ten digits, the form the forms store and src/auth/session.ts gives the verified phone in. The module that owns a
// table applies the rule to it with ownedIds, naming its own columns (each branch on its own index: <table>_by_account
// and <table>_by_email from migration 0007, appointments_by_phone from 0003, requests_by_phone from 0019);
// src/account/linked.ts decides who the owner is.

/** Who owns rows: the account's id, its e-mail only once confirmed, its phone only once verified. */
export interface AccountOwner {
  id: string;
  /** Lower-cased by SQLite's lower() at query time; null while the address is not confirmed. */
  email: string | null;
  /** '+91' and ten digits; null while the auth server has not verified a phone of the account. */
  phone?: string | null;
}

/** The columns of a table that hold the contact details the rule compares. */
export interface ContactColumns {
  email: string;
  /** Holds '+91' and ten digits (or NULL). */
  phone: string;
}

/**
 * The ids of `table`'s rows the owner may see, as a sub-select and its values (?1, then ?2 and ?3 as the branches
 * need them). One row reached by the account, the e-mail and the phone at once is one id: UNION keeps it once.
 */
export function ownedIds(
  table: string,
  columns: ContactColumns,
  owner: AccountOwner,
): { sql: string; params: string[] } {
  const params = [owner.id];
  const branches = [`SELECT id FROM ${table} WHERE account_id = ?1`];
  if (owner.email) {
    params.push(owner.email);
    branches.push(
      `SELECT id FROM ${table} WHERE ${columns.email} IS NOT NULL AND lower(${columns.email}) = lower(?${params.length})`,
    );
  }
  if (owner.phone && /^\+91[6-9]\d{9}$/.test(owner.phone)) {
    params.push(owner.phone);
    branches.push(`SELECT id FROM ${table} WHERE ${columns.phone} = ?${params.length}`);
  }
  return { sql: branches.join(' UNION '), params };
}
