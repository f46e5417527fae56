// What belongs to a signed-in account, as SQL: a row is the account's when it was made while signed in (its account_id
// is the account's id), or when its e-mail equals the account's e-mail AND the auth server has confirmed that address;
// never by a phone number alone. The module that owns a table applies the rule to it with ownedIds (two branches, each
// on its own index: <table>_by_account and <table>_by_email from migration 0007); src/account/linked.ts decides who
// the owner is.

/** Who owns rows: the account's id, and its e-mail only once confirmed. */
export interface AccountOwner {
  id: string;
  /** Lower-cased by SQLite's lower() at query time; null while the address is not confirmed. */
  email: string | null;
}

/** The ids of `table`'s rows the owner may see, as a sub-select and its values (?1 and ?2). */
export function ownedIds(table: string, emailColumn: string, owner: AccountOwner): { sql: string; params: string[] } {
  const byAccount = `SELECT id FROM ${table} WHERE account_id = ?1`;
  if (!owner.email) return { sql: byAccount, params: [owner.id] };
  const byEmail = `SELECT id FROM ${table} WHERE ${emailColumn} IS NOT NULL AND lower(${emailColumn}) = lower(?2)`;
  return { sql: `${byAccount} UNION ${byEmail}`, params: [owner.id, owner.email] };
}
