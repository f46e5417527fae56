// Who is signed in, as the header shows it: read once after hydration, so the server's HTML (the same for everyone)
// and the first client render agree.
import { useEffect, useState } from 'react';
import { accountHintFromCookies, type AccountHint } from '../../shared/auth/account-hint';

export function useAccountHint(): AccountHint | null {
  const [hint, setHint] = useState<AccountHint | null>(null);
  useEffect(() => setHint(accountHintFromCookies(document.cookie)), []);
  return hint;
}
