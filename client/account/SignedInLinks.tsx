// What the header offers someone signed in: their name, their area (the patient's account, the doctor's area or the
// admin dashboard), and Sign Out (a POST form).
// On wide screens it is a small account menu under the person's name, so the header keeps its width; in the phone
// menu the same links are listed in full.
import type { AccountHint } from '../../shared/auth/account-hint';
import { useWords } from '../i18n/words';
import { Chevron } from '../ui/Chevron';

interface Props {
  hint: AccountHint;
  /** Where Sign Out posts: the sign-out address of the page's language. */
  signOutAction: string;
}

function Links({ hint, signOutAction }: Props) {
  const t = useWords();
  const area = t.account.areas[hint.area];
  return (
    <>
      <p className="m-0 text-ink-700">
        {t.account.signedInAs} <strong className="text-ink-900 [overflow-wrap:anywhere]">{hint.name}</strong>
      </p>
      <a href={area.href} className="btn-primary w-full">
        {area.label}
      </a>
      <form method="post" action={signOutAction}>
        <button type="submit" className="btn-outline w-full">
          {t.account.signOut}
        </button>
      </form>
    </>
  );
}

export function SignedInLinks({ hint, layout, signOutAction }: Props & { layout: 'bar' | 'menu' }) {
  const t = useWords();
  if (layout === 'menu') {
    return (
      <div className="grid gap-2 px-3 py-2">
        <Links hint={hint} signOutAction={signOutAction} />
      </div>
    );
  }
  return (
    <details className="group relative">
      <summary className="flex min-h-11 max-w-44 cursor-pointer list-none items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 font-semibold text-ink-700 hover:bg-brand-50 hover:text-brand-800 focus-visible:outline focus-visible:outline-3 focus-visible:outline-brand-700 [&::-webkit-details-marker]:hidden">
        <span className="truncate">{hint.name}</span>
        <span className="sr-only">: {t.account.yourAccount}</span>
        <Chevron />
      </summary>
      <div className="absolute right-0 z-30 mt-2 grid w-64 gap-2 rounded-xl border border-slate-200 bg-white p-3 shadow-lg">
        <Links hint={hint} signOutAction={signOutAction} />
      </div>
    </details>
  );
}
