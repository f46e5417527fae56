// /doctor: the signed-in doctor's account as the auth server records it.
import type { Context } from 'hono';
import type { AppEnv } from '../../env';

export function profileScreen(c: Context<AppEnv>) {
  const user = c.get('user');
  return (
    <dl className="card m-0 grid max-w-xl gap-3 sm:grid-cols-[10rem_1fr]">
      <dt className="font-semibold text-ink-700">Name</dt>
      <dd className="m-0 text-ink-900 [overflow-wrap:anywhere]">{user?.fullName ?? 'Not given'}</dd>
      <dt className="font-semibold text-ink-700">E-mail</dt>
      <dd className="m-0 text-ink-900 [overflow-wrap:anywhere]">{user?.email ?? 'Not given'}</dd>
      <dt className="font-semibold text-ink-700">Role</dt>
      <dd className="m-0 text-ink-900">Doctor</dd>
    </dl>
  );
}
