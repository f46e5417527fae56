// /admin/profile (the user menu's Profile): the signed-in admin's own account as the auth server records it, read on
// this request by the guard: name, e-mail and whether it is confirmed, the role that opens the admin, and how each is
// changed. Nothing here is editable: the role is set by another admin (Users) or by `npm run grant-role`.
import type { Context } from 'hono';
import { ADMIN_ROLE } from '../../../auth';
import type { AppEnv } from '../../../env';
import { SignOutForm } from '../../../ui/SignOutForm';
import { PATIENTS_PATH } from '../../paths';

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-ink-600">{term}</dt>
      <dd className="m-0 [overflow-wrap:anywhere]">{children}</dd>
    </>
  );
}

export function adminProfileScreen(c: Context<AppEnv>) {
  const user = c.get('user');
  return (
    <div className="grid max-w-3xl gap-6">
      <section aria-labelledby="profile-account" className="card grid gap-3" data-admin-profile="">
        <h2 id="profile-account" className="m-0 text-lg font-bold text-ink-900">
          Your account
        </h2>
        <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
          <Row term="Name">{user?.fullName ?? 'No name on record'}</Row>
          <Row term="E-mail">{user?.email ?? 'No e-mail on record'}</Row>
          <Row term="E-mail confirmed">{user?.emailConfirmed ? 'Yes' : 'No'}</Row>
          <Row term="Role">{user?.role === ADMIN_ROLE ? 'Admin' : (user?.role ?? 'None')}</Row>
          <Row term="Account id">
            <span className="font-mono text-sm">{user?.id ?? '—'}</span>
          </Row>
        </dl>
        <p className="m-0 text-sm text-ink-700">
          Read from the sign-in service just now. Your role is set by another admin in <a href={PATIENTS_PATH}>Users</a>
          ; you cannot remove your own admin role or disable yourself.
        </p>
      </section>
      <section aria-labelledby="profile-password" className="card grid gap-3">
        <h2 id="profile-password" className="m-0 text-lg font-bold text-ink-900">
          Password and signing out
        </h2>
        <p className="m-0">
          To change your password, sign out and choose “Forgot password” on the sign-in page: a reset link is sent to
          your e-mail. Signing out ends this session on this device.
        </p>
        <div>
          <SignOutForm buttonClassName="btn-outline" />
        </div>
      </section>
    </div>
  );
}
