// The foot of a page that turns a signed-in person away (the 403 page, the doctor area's waiting pages): who is signed
// in, Sign Out (a POST form that works without JavaScript) and the way home.
import { SignOutForm } from './SignOutForm';

export function SignedInActions({ email }: { email: string | null }) {
  return (
    <>
      {email && (
        <p className="m-0 mt-3 text-ink-700" data-signed-in-as="">
          Signed in as <strong className="text-ink-900 [overflow-wrap:anywhere]">{email}</strong>
        </p>
      )}
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <SignOutForm buttonClassName="btn-outline" />
        <a href="/" className="btn-primary">
          Back to Home
        </a>
      </div>
    </>
  );
}
