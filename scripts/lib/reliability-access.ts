// The access-control phase of `npm run reliability` (OWASP ASVS V8, function and object level). Two patients, two
// doctors, a doctor waiting for approval and an admin sign in to a site served as `npm start` serves it; each patient
// books a time with a different doctor while signed in. Then every account-scoped address (the patient's area, the
// doctor's area and the admin's account screens, pages and posts) is tried with every other person's session and with
// none. A leak is any answer to someone else that succeeds (2xx, or a redirect that is not to the sign-in page) or
// shows the owner's private words (a reference, a patient's name). The owner's own tries must succeed, so the
// addresses are real.
import { startAuthServer } from '../../auth-server/server.ts';
import { serveBuild } from '../serve.ts';
import { authAdminApi, signInCookies } from './local-session.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface AccessResult {
  tried: number;
  leaks: string[];
  /** The owners' own tries that did not succeed: an address that is not real would prove nothing. */
  ownerFailures: string[];
  addresses: number;
  personas: number;
}

type PersonaName = 'none' | 'patientA' | 'patientB' | 'doctorX' | 'doctorY' | 'pending' | 'admin';

interface Target {
  method: 'GET' | 'POST';
  path: string;
  form?: Record<string, string>;
  /** Who may open it: their tries must succeed, everyone else's must be refused. */
  owners: readonly PersonaName[];
  /** Pages every signed-in person opens for their own records: others get 200, but never the owner's words. */
  sharedPage?: boolean;
  /** Words only the owners may ever read here. */
  secrets: readonly string[];
}

const PASSWORD = 'access-check-password';

export async function accessTest(sitePort: number, authPort: number, inboxPort: number): Promise<AccessResult> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'reliability-access-'));
  const auth = await startAuthServer({ apiPort: authPort, inboxPort, dataDir, quiet: true });
  const site = `http://localhost:${sitePort}`;
  const served = await serveBuild({
    port: sitePort,
    rateLimit: 100_000,
    vars: {
      SITE_URL: site,
      SUPABASE_URL: auth.apiUrl,
      SUPABASE_PUBLISHABLE_KEY: auth.publishableKey,
      SUPABASE_SERVICE_ROLE_KEY: auth.serviceRoleKey,
      LOCAL_INBOX_URL: auth.inboxUrl.replace('localhost', '127.0.0.1'),
      // No phone stand-in runs here: messages to phones stay off rather than reach a developer's running one.
      PHONE_CHANNELS: 'off',
    },
  });
  try {
    const db = await served.miniflare.getD1Database('DB');
    const admin = authAdminApi(auth);
    const account = async (name: string, fullName: string, appMetadata: object, userMetadata: object = {}) => {
      const email = `${name.toLowerCase()}-${Date.now()}@access.example`;
      const user = await admin('/users', 'POST', {
        email,
        password: PASSWORD,
        email_confirm: true,
        app_metadata: appMetadata,
        user_metadata: { full_name: fullName, ...userMetadata },
      });
      return { id: String(user.id), email };
    };
    const post = (pathname: string, fields: Record<string, string>, cookie = '') =>
      fetch(`${site}${pathname}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { Origin: site, 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie },
        body: new URLSearchParams(fields).toString(),
      });
    const signIn = (email: string) => signInCookies(site, email, PASSWORD);

    const names = {
      patientA: 'Aarohi Access',
      patientB: 'Bhavna Access',
      doctorX: 'Dr. Xavier Access',
      doctorY: 'Dr. Yamini Access',
      pending: 'Dr. Pending Access',
      admin: 'Admin Access',
    };
    const people = {
      patientA: await account('patient-a', names.patientA, {}),
      patientB: await account('patient-b', names.patientB, {}),
      doctorX: await account('doctor-x', names.doctorX, { role: 'doctor' }),
      doctorY: await account('doctor-y', names.doctorY, { role: 'doctor' }),
      pending: await account('pending', names.pending, {}, { role: 'doctor' }),
      admin: await account('admin', names.admin, { role: 'admin' }),
    };
    const now = Date.now();
    for (const [id, person] of [
      ['access-doctor-x', people.doctorX],
      ['access-doctor-y', people.doctorY],
    ] as const) {
      await db.batch([
        db
          .prepare(
            `INSERT INTO doctors (id, name, specialization, department, qualifications, registration_number, council,
               languages, fee, minutes, active, sample, updated_at, account_id)
             VALUES (?1, ?2, 'General Physician', 'general-physician', 'MBBS', ?3, 'Tamil Nadu Medical Council',
               '["en"]', 49900, 15, 1, 0, ?4, ?5)`,
          )
          .bind(id, `Dr. ${id}`, `TN-${id}`, now, person.id),
        ...[0, 1, 2, 3, 4, 5, 6].map((weekday) =>
          db
            .prepare(
              "INSERT INTO doctor_week (doctor_id, kind, weekday, start_minute, end_minute) VALUES (?1, 'hours', ?2, 0, 1440)",
            )
            .bind(id, weekday),
        ),
      ]);
    }
    const cookies: Record<PersonaName, string> = {
      none: '',
      patientA: await signIn(people.patientA.email),
      patientB: await signIn(people.patientB.email),
      doctorX: await signIn(people.doctorX.email),
      doctorY: await signIn(people.doctorY.email),
      pending: await signIn(people.pending.email),
      admin: await signIn(people.admin.email),
    };

    /** A booking made while signed in: the reference from the address the form sends the patient to. */
    const book = async (doctorId: string, patient: 'patientA' | 'patientB', name: string, phone: string) => {
      const page = await (await fetch(`${site}/doctors/${doctorId}/book`)).text();
      const slot = [...page.matchAll(/name="slot"[^>]*value="(\d+)"/g)][4]?.[1];
      if (!slot) throw new Error(`no free slot offered for ${doctorId}`);
      const response = await post(
        `/doctors/${doctorId}/book`,
        { slot, mode: 'video', name, phone, email: '', token: `access-${patient}-${now}` },
        cookies[patient],
      );
      const reference = /AP-[A-Z0-9]+/.exec(response.headers.get('Location') ?? '')?.[0];
      if (response.status !== 303 || !reference) throw new Error(`booking for ${patient} answered ${response.status}`);
      return reference;
    };
    const refA = await book('access-doctor-x', 'patientA', 'Aarohi Access', '9876500001');
    const refB = await book('access-doctor-y', 'patientB', 'Bhavna Access', '9876500002');

    const targets = accessTargets({ refA, refB, people });
    const personas = Object.keys(cookies) as PersonaName[];
    const result: AccessResult = { tried: 0, leaks: [], ownerFailures: [], addresses: targets.length, personas: 0 };
    result.personas = personas.length;
    for (const target of targets) {
      for (const persona of personas) {
        const owner = target.owners.includes(persona);
        const response =
          target.method === 'GET'
            ? await fetch(`${site}${target.path}`, { redirect: 'manual', headers: { Cookie: cookies[persona] } })
            : await post(target.path, target.form ?? {}, cookies[persona]);
        const body = await response.text();
        const location = response.headers.get('Location') ?? '';
        const what = `${target.method} ${target.path} as ${persona}: ${response.status} ${location}`.trim();
        const toSignIn = /\/auth(\?|$)/.test(location);
        const succeeded = response.status < 300 || (response.status < 400 && !toSignIn);
        if (owner) {
          // A post may be refused for its state (a consultation not due yet: 409), but never for who sent it.
          const admitted =
            target.method === 'GET' ? succeeded : ![401, 403, 404].includes(response.status) && !toSignIn;
          if (!admitted) result.ownerFailures.push(what);
          continue;
        }
        result.tried += 1;
        // What the visitor already knows is no leak: the address they asked for and their own name and e-mail.
        const known = [target.path, ...(persona === 'none' ? [] : [people[persona].email, names[persona]])];
        const secrets = target.secrets.filter((secret) => !known.some((word) => word.includes(secret)));
        const shown = secrets.filter((secret) => body.includes(secret) || location.includes(secret));
        if (shown.length > 0) result.leaks.push(`${what} shows ${shown.join(', ')}`);
        else if (succeeded && !(target.sharedPage && persona !== 'none')) result.leaks.push(`${what} succeeded`);
      }
    }
    return result;
  } finally {
    await served.dispose();
    await auth.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

interface Seeded {
  refA: string;
  refB: string;
  people: Record<Exclude<PersonaName, 'none'>, { id: string; email: string }>;
}

/** Every account-scoped address, with its owners and the words only they may read. */
function accessTargets({ refA, refB, people }: Seeded): Target[] {
  const a = [refA, 'Aarohi Access'];
  const b = [refB, 'Bhavna Access'];
  // Pages each signed-in person opens for their own records: someone else's words must never appear on them.
  const own = (path: string, owner: PersonaName, secrets: readonly string[]): Target => ({
    method: 'GET',
    path,
    owners: [owner],
    sharedPage: true,
    secrets,
  });
  const only = (path: string, owner: PersonaName, secrets: readonly string[]): Target => ({
    method: 'GET',
    path,
    owners: [owner],
    secrets,
  });
  return [
    ...['/account', '/account/appointments', '/hi/account', '/hi/account/appointments', '/privacy/my-data'].flatMap(
      (path) => [own(path, 'patientA', a), own(path, 'patientB', b)],
    ),
    own('/account/profile', 'patientA', ['Aarohi Access']),
    only(`/account/appointments/${refA}`, 'patientA', a),
    only(`/account/appointments/${refA}/receipt`, 'patientA', a),
    only(`/account/appointments/${refA}/calendar.ics`, 'patientA', a),
    only(`/hi/account/appointments/${refB}`, 'patientB', b),
    ...['/doctor', '/doctor/week'].flatMap((path) => [own(path, 'doctorX', a), own(path, 'doctorY', b)]),
    { method: 'POST', path: `/doctor/appointments/${refA}/start`, owners: ['doctorX'], secrets: a },
    { method: 'POST', path: `/doctor/appointments/${refB}/no-show`, owners: ['doctorY'], secrets: b },
    only('/admin/users/patients', 'admin', [people.patientA.email]),
    only('/admin/users/doctors', 'admin', [people.pending.email]),
    only(`/admin/users/doctors/${people.pending.id}/approve`, 'admin', [people.pending.email]),
    only(`/admin/appointments/${refA}`, 'admin', a),
    {
      method: 'POST',
      path: `/admin/users/patients/${people.patientB.id}/reset`,
      owners: ['admin'],
      secrets: [people.patientB.email],
    },
  ];
}

export function accessSummary(result: AccessResult): string {
  return (
    `Access control: ${result.addresses} account-scoped addresses × ${result.personas} sessions (6 people and none): ` +
    `${result.tried} tries by someone else, ${result.leaks.length} leaks (must be 0); ` +
    `${result.ownerFailures.length} owner tries refused (must be 0).` +
    [...result.leaks, ...result.ownerFailures].map((line) => `\n  ${line}`).join('')
  );
}

export const accessHeld = (result: AccessResult) => result.leaks.length === 0 && result.ownerFailures.length === 0;
