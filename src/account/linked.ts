// What belongs to the signed-in account, decided here and nowhere else. An appointment or a request is the
// account's when it was made while signed in (its account_id is the account's id), when its e-mail equals the
// account's e-mail AND the auth server has confirmed that address, or when its mobile equals the account's phone AND
// the auth server has verified that phone by a code (decision 0028); never by a phone the auth server has not verified. The account comes
// from the auth server's record (c.get('user')), never from a form or an address. The modules that own the tables
// read the rows with that rule in their SQL (src/http/account-owner.ts); a reference that is not the account's is
// not found.
import {
  type AccountAppointment,
  appointmentIdsOfAccount,
  appointmentOfAccount,
  appointmentsOfAccount,
  type AppointmentStatus,
} from '../appointments';
import type { SignedInUser } from '../env';
import type { AccountOwner } from '../http/account-owner';
import {
  type AccountRequest,
  type AccountRequestRecord,
  requestRecordsOfAccount,
  requestsOfAccount,
} from '../requests';

/** Who owns rows: the account's id, its e-mail only once confirmed, its phone only once verified. */
export type Owner = AccountOwner;

export function ownerOf(user: Pick<SignedInUser, 'id' | 'email' | 'emailConfirmed' | 'verifiedPhone'>): Owner {
  return {
    id: user.id,
    email: user.emailConfirmed && user.email ? user.email : null,
    // session.ts sets it only from phone_confirmed_at, already written '+91' and ten digits.
    phone: user.verifiedPhone ?? null,
  };
}

/** An appointment as the account area shows it. */
export type OwnedAppointment = AccountAppointment;

/** The most appointments the area lists (newest first beyond it: years of weekly consultations). */
export const APPOINTMENT_LIMIT = 200;

/** The owner's appointments, latest start first (`limit` of them; null: every one, for the data download). */
export function ownedAppointments(
  db: D1Database,
  owner: Owner,
  limit: number | null = APPOINTMENT_LIMIT,
): Promise<OwnedAppointment[]> {
  return appointmentsOfAccount(db, owner, limit);
}

/** The ids of every appointment of the owner's (the consultation records and prescriptions are read by them). */
export const ownedAppointmentIds = (db: D1Database, owner: Owner): Promise<number[]> =>
  appointmentIdsOfAccount(db, owner);

/** One appointment by its reference, only when it is the owner's: null for anyone else's, as for none at all. */
export const ownedAppointment = (db: D1Database, owner: Owner, reference: string): Promise<OwnedAppointment | null> =>
  appointmentOfAccount(db, owner, reference);

const LIVE: readonly AppointmentStatus[] = ['requested', 'scheduled', 'confirmed', 'in-consultation'];

/** Still to come (or on now): a live status and not yet over. */
export function isUpcoming(appointment: OwnedAppointment, now: number): boolean {
  return LIVE.includes(appointment.status) && appointment.end > now;
}

/** A request as the account area lists it. */
export type OwnedRequest = AccountRequest;

/** The most requests the area lists, newest first. */
export const REQUEST_LIMIT = 100;

export const ownedRequests = (db: D1Database, owner: Owner): Promise<OwnedRequest[]> =>
  requestsOfAccount(db, owner, REQUEST_LIMIT);

/** A request as the data download gives it: everything the person sent, and when. */
export type OwnedRequestRecord = AccountRequestRecord;

export const ownedRequestRecords = (db: D1Database, owner: Owner): Promise<OwnedRequestRecord[]> =>
  requestRecordsOfAccount(db, owner);
