// The header's account corner on wide screens: "Login / Sign Up" for everyone in the cached HTML, replaced after
// hydration by the signed-in person's name, their area, and Sign Out.
import { SignedInLinks } from '../account/SignedInLinks';
import { useAccountHint } from '../account/useAccountHint';

export interface AccountStatusProps {
  signInHref: string;
  signInLabel: string;
  /** Where Sign Out posts: the sign-out address of the page's language. */
  signOutAction: string;
}

export default function AccountStatus({ signInHref, signInLabel, signOutAction }: AccountStatusProps) {
  const hint = useAccountHint();
  return (
    <div className="hidden sm:block">
      {hint ? (
        <SignedInLinks hint={hint} layout="bar" signOutAction={signOutAction} />
      ) : (
        <a href={signInHref} className="btn-primary whitespace-nowrap">
          {signInLabel}
        </a>
      )}
    </div>
  );
}
