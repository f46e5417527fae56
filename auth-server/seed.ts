/** Development accounts created on first start. Development-only credentials, documented in the README. */
import type { Database } from './db.ts';
import { hashPassword } from './passwords.ts';
import { createEmailUser, findUserByEmail, now } from './users.ts';

export interface SeedAccount {
  email: string;
  password: string;
  role: 'admin' | 'doctor' | 'patient';
  fullName: string;
}

export const SEED_ACCOUNTS: readonly SeedAccount[] = [
  { email: 'admin@example.com', password: 'admin-dev-password', role: 'admin', fullName: 'Admin User' },
  { email: 'doctor@example.com', password: 'doctor-dev-password', role: 'doctor', fullName: 'Dev Doctor' },
  { email: 'patient@example.com', password: 'patient-dev-password', role: 'patient', fullName: 'Dev Patient' },
];

/** Confirmed accounts with app_metadata.role set; existing addresses are left alone. */
export async function seedAccounts(db: Database): Promise<void> {
  for (const account of SEED_ACCOUNTS) {
    if (findUserByEmail(db, account.email)) continue;
    createEmailUser(db, {
      email: account.email,
      encryptedPassword: await hashPassword(account.password),
      data: { full_name: account.fullName, role: account.role },
      appMetadata: { role: account.role },
      confirmedAt: now(),
    });
  }
}
