// Who may enter an appointment's room, decided once for the page, its plain chat form and the ticket its socket is
// opened with: the appointment's patient, by the appointment's key (as the appointment page is opened) or signed in
// with the account the appointment belongs to (src/account/linked.ts); and the appointment's doctor, signed in with
// the account linked to that doctor record. Anyone else, an unknown reference and a malformed one get the same
// refusal, which shows nothing of the appointment.
import type { Context } from 'hono';
import type { RoomRole } from '../../shared/consult/protocol';
import { ownerOf } from '../account';
import {
  APPOINTMENT_KEY,
  APPOINTMENT_REFERENCE,
  appointmentLinkSecret,
  appointmentOfAccount,
  doctorOfAccount,
  findAppointment,
  isAppointmentKey,
  type Appointment,
} from '../appointments';
import { PATIENT_ACTOR, type Actor } from '../audit';
import { DOCTOR_ROLE, hasSessionCookie, readSession } from '../auth';
import type { AppEnv } from '../env';

export interface Entry {
  role: RoomRole;
  actor: Actor;
  appointment: Appointment;
  /** The key the patient came with (kept in the page's links and forms), or null when signed in. */
  key: string | null;
}

export type Access = { ok: true; entry: Entry } | { ok: false; why: 'refused' | 'unavailable' };

export async function roomEntry(
  c: Context<AppEnv>,
  db: D1Database,
  reference: string,
  key: string | undefined,
): Promise<Access> {
  if (!APPOINTMENT_REFERENCE.test(reference)) return { ok: false, why: 'refused' };
  const appointment = await findAppointment(db, reference);
  if (!appointment) return { ok: false, why: 'refused' };
  if (key !== undefined && APPOINTMENT_KEY.test(key)) {
    const valid = await isAppointmentKey(appointmentLinkSecret(c.env ?? {}), reference, appointment.patientPhone, key);
    if (valid) return { ok: true, entry: { role: 'patient', actor: PATIENT_ACTOR, appointment, key } };
  }
  if (!hasSessionCookie(c)) return { ok: false, why: 'refused' };
  const session = await readSession(c);
  if (session.status === 'unavailable') return { ok: false, why: 'unavailable' };
  if (session.status !== 'signed-in') return { ok: false, why: 'refused' };
  const user = session.user;
  c.set('user', user);
  const actor: Actor = { id: user.id, email: user.email };
  if (user.role === DOCTOR_ROLE) {
    const doctor = await doctorOfAccount(db, user.id);
    if (doctor && doctor.id === appointment.doctorId)
      return { ok: true, entry: { role: 'doctor', actor, appointment, key: null } };
  }
  const owned = await appointmentOfAccount(db, ownerOf(user), reference);
  if (owned) return { ok: true, entry: { role: 'patient', actor, appointment, key: null } };
  return { ok: false, why: 'refused' };
}
