// The 403 page for a signed-in account without the role an area needs: says so, names the account, and offers
// sign-out (a POST form that works without JavaScript) and the way home. Rendered inside the admin document.
import { SignedInActions } from '../ui/SignedInActions';
import type { GuardedRole } from './roles';

const WHAT_IS_REFUSED: Record<GuardedRole, string> = {
  admin: 'admin access, so the admin dashboard is not available to you. Admin access',
  doctor: 'doctor access, so the doctor area is not available to you. Doctor access',
};

export interface ForbiddenPageProps {
  /** The signed-in account's email, when known. */
  email: string | null;
  /** The role the area needs. */
  needs: GuardedRole;
}

export function ForbiddenPage({ email, needs }: ForbiddenPageProps) {
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="card">
        <p className="m-0 text-sm font-bold uppercase tracking-wide text-red-700">Error 403</p>
        <h1 className="m-0 mt-1 text-3xl font-extrabold text-ink-900">Access denied</h1>
        <p className="m-0 mt-4 text-ink-700">
          Your account does not have {WHAT_IS_REFUSED[needs]} is granted by an administrator; if you need it, ask your
          administrator.
        </p>
        <SignedInActions email={email} />
      </div>
    </section>
  );
}
