// Who may use /doctor, checked before anything renders. The role comes from the auth server's record (requireRole);
// then the doctor record an admin linked to that account (doctors.account_id) is looked up once, and every screen
// reads its appointments, hours and profile through that record alone. The answers besides the area itself:
//   no session                               303 to /auth?next=...        (requireRole)
//   role doctor, no record linked yet        "approved, not yet linked"   200 (403 to a POST), no data
//   no role, doctor role revoked by an admin "doctor access withdrawn"    403 (app_metadata.access_withdrawn)
//   no role, asked for doctor at sign-up     "waiting for approval"       200 (403 to a POST), no data
//     ... but a record is still linked       "doctor access withdrawn"    403
//   the database does not answer             503 with a message
//   any other role                           the 403 page                 (requireRole)
// What the account asked for at sign-up (user_metadata) only chooses which words to show; it never opens anything.
import type { Context, MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import type { ReactNode } from 'react';
import { doctorOfAccount, type DoctorRecord } from '../appointments';
import { DOCTOR_ROLE, requireRole, type RoleRefusal } from '../auth';
import type { AppEnv, SignedInUser } from '../env';
import { ScreenUnavailableError } from '../render/area-routes';
import { pageDef } from '../site-map/registry';
import { SignedInActions } from '../ui/SignedInActions';

const HOME = pageDef('doctor-area');

export const DB_UNAVAILABLE = 'Your appointments cannot be read just now (the database is not available).';

/** The doctor record each request of the area was let in with (set by the guard below). */
const linked = new WeakMap<Context<AppEnv>, DoctorRecord>();

/** The signed-in doctor's own record; the guard has checked it exists before any screen runs. */
export function linkedDoctor(c: Context<AppEnv>): DoctorRecord {
  const doctor = linked.get(c);
  if (!doctor) throw new Error('doctor area: a screen ran without the guard');
  return doctor;
}

/** The database (the guard has found the doctor's record in it, so a screen has it too). */
export function doctorDb(c: Context<AppEnv>): D1Database {
  const db = c.env?.DB;
  if (!db) throw new ScreenUnavailableError(DB_UNAVAILABLE);
  return db;
}

function WaitingPage({
  title,
  user,
  children,
  supportEmail,
}: {
  title: string;
  user: SignedInUser;
  children: ReactNode;
  supportEmail: string;
}) {
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="card">
        <h1 className="m-0 text-3xl font-extrabold text-ink-900">{title}</h1>
        <div className="mt-4 grid gap-3 text-ink-700">{children}</div>
        <p className="m-0 mt-3 text-ink-700">
          Ask the administrators at <a href={`mailto:${supportEmail}`}>{supportEmail}</a>, giving the e-mail address you
          signed in with.
        </p>
        <SignedInActions email={user.email} />
      </div>
    </section>
  );
}

type Waiting = 'pending' | 'unlinked' | 'withdrawn';

const WAITING: Record<Waiting, { title: string; body: readonly string[]; status: 200 | 403 }> = {
  pending: {
    title: 'Waiting for approval',
    body: [
      'You asked for a doctor account when you signed up. An administrator checks each doctor’s registration before giving doctor access, and has not approved yours yet.',
      'Once they approve it and link your account to your doctor profile, this page shows your appointments.',
    ],
    status: 200,
  },
  unlinked: {
    title: 'Not yet linked to a doctor profile',
    body: [
      'Your account is approved as a doctor, but it is not yet linked to your doctor profile, so there are no appointments to show.',
      'An administrator links it from the admin’s Users → Doctors screen.',
    ],
    status: 200,
  },
  withdrawn: {
    title: 'Doctor access withdrawn',
    body: ['Your account no longer has doctor access, so the doctor area is not available to you.'],
    status: 403,
  },
};

/** One of the waiting pages, in the admin document. Nothing but GET reads it: a form posted from here is refused. */
function waitingAnswer(c: Context<AppEnv>, user: SignedInUser, which: Waiting): Response | Promise<Response> {
  const { title, body, status } = WAITING[which];
  const read = c.req.method === 'GET' || c.req.method === 'HEAD';
  c.status(read ? status : 403);
  return c.render(
    <WaitingPage title={title} user={user} supportEmail={c.get('config').supportEmail}>
      {body.map((line) => (
        <p key={line} className="m-0">
          {line}
        </p>
      ))}
    </WaitingPage>,
    { page: { ...HOME, path: new URL(c.req.url).pathname, title }, layout: 'admin' },
  );
}

function unavailable(c: Context<AppEnv>) {
  c.status(503);
  return c.render(
    <section className="container max-w-xl py-16">
      <h1 className="text-2xl font-bold text-ink-900">{HOME.title}</h1>
      <p role="alert" className="alert-error mt-4">
        {DB_UNAVAILABLE}
      </p>
    </section>,
    { page: { ...HOME, path: new URL(c.req.url).pathname, title: 'Service unavailable' }, layout: 'admin' },
  );
}

/**
 * A signed-in account without a role whose doctor role an admin revoked (the marker only the service role writes):
 * told access was withdrawn. One that asked for doctor at sign-up: told it waits. Anyone else: 403.
 */
const notYetDoctor: RoleRefusal = async (c, user) => {
  if (user.role !== null) return null;
  if (user.withdrawn === DOCTOR_ROLE) return waitingAnswer(c, user, 'withdrawn');
  if (user.askedFor !== DOCTOR_ROLE) return null;
  const db = c.env?.DB;
  // A record still linked to an account without the role (a revoke whose unlink failed): withdrawn, not waiting.
  let stillLinked: DoctorRecord | null = null;
  try {
    stillLinked = db ? await doctorOfAccount(db, user.id) : null;
  } catch (error) {
    console.error('doctor area: the linked record could not be read', error);
    return unavailable(c);
  }
  return waitingAnswer(c, user, stillLinked ? 'withdrawn' : 'pending');
};

/** After the role: the doctor record linked to this account, or the page that says there is none yet. */
const requireLinkedRecord: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = c.get('user');
  const db = c.env?.DB;
  if (!user) throw new Error('doctor area: the role guard let a request through without a user');
  if (!db) return unavailable(c);
  let doctor: DoctorRecord | null;
  try {
    doctor = await doctorOfAccount(db, user.id);
  } catch (error) {
    console.error('doctor area: the linked record could not be read', error);
    return unavailable(c);
  }
  if (!doctor) return waitingAnswer(c, user, 'unlinked');
  linked.set(c, doctor);
  await next();
};

export const doctorGuard: MiddlewareHandler<AppEnv> = every(
  requireRole(DOCTOR_ROLE, HOME.title, notYetDoctor),
  requireLinkedRecord,
);
