// Download Your Data (the privacy page and /account/privacy link to it): for a signed-in person, a JSON file of what
// the site holds about them: their account record as the auth server returns it, and the requests and appointments
// that are theirs by the linking rule (./linked.ts: made while signed in, or sent with their confirmed e-mail or
// verified phone).
// Anyone else is sent to sign in first and comes back here.
import { Hono, type Context } from 'hono';
import { LOCALES, localizedPath, type Locale } from '../../shared/i18n/locales';
import { requireSignedIn } from '../auth';
import type { AppEnv } from '../env';
import { MY_DATA_PATH } from '../requests';
import { ACCOUNT_COPY } from './copy';
import { intakeDownload } from '../intake';
import { ownedAppointmentIds, ownedAppointments, ownedRequestRecords, ownerOf } from './linked';

const iso = (instant: number) => new Date(instant).toISOString();

async function download(c: Context<AppEnv>, locale: Locale) {
  const user = c.get('user');
  const db = c.env?.DB;
  if (!user) return c.text('Not signed in', 401);
  // Without the database the file would list nothing, which reads as "we hold nothing about you": say so instead.
  if (!db) return c.text(ACCOUNT_COPY[locale].privacy.downloadUnavailable, 503, { 'Cache-Control': 'no-store' });
  const owner = ownerOf(user);
  const [requests, appointments, intake] = await Promise.all([
    ownedRequestRecords(db, owner),
    ownedAppointments(db, owner, null),
    ownedAppointmentIds(db, owner).then((ids) => intakeDownload(db, ids)),
  ]);
  const now = new Date();
  const data = {
    exportedAt: now.toISOString(),
    account: {
      id: user.id,
      email: user.email,
      emailConfirmed: user.emailConfirmed,
      fullName: user.fullName,
      phone: user.phone ?? null,
      phoneVerified: Boolean(user.verifiedPhone),
      role: user.role,
    },
    requests: requests.map((request) => ({
      reference: request.reference,
      kind: request.kind,
      status: request.status,
      language: request.locale,
      receivedAt: iso(request.createdAt),
      fields: request.fields,
      consentVersion: request.consentVersion,
    })),
    appointments: appointments.map((a) => ({
      reference: a.reference,
      doctor: a.doctorName,
      specialization: a.specialization,
      startsAt: iso(a.start),
      endsAt: iso(a.end),
      mode: a.mode,
      feePaise: a.fee,
      status: a.status,
      payment: a.payment,
      language: a.locale,
      mobile: a.patientPhone,
    })),
    // Before each consultation: the answers given and the list of files added (the files are on its page).
    beforeConsultation: intake,
  };
  return c.body(JSON.stringify(data, null, 2), 200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Disposition': `attachment; filename="my-data-${now.toISOString().slice(0, 10)}.json"`,
    'Cache-Control': 'private, no-store',
  });
}

export const myDataRoutes = new Hono<AppEnv>();
for (const locale of LOCALES)
  myDataRoutes.get(localizedPath(MY_DATA_PATH, locale), requireSignedIn, (c) => download(c, locale));
