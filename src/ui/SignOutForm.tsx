// Sign Out as a real POST form, so it works without JavaScript (the signed-in areas' menus and their 403 pages).
import { AUTH_PATHS } from '../../shared/auth/paths';

export function SignOutForm({ buttonClassName, label = 'Sign Out' }: { buttonClassName: string; label?: string }) {
  return (
    <form method="post" action={AUTH_PATHS.signOut}>
      <button type="submit" className={buttonClassName}>
        {label}
      </button>
    </form>
  );
}
