// Supabase Auth reports a used or expired email link in the URL fragment (#error=access_denied&error_code=...), which
// never reaches the server, and browsers keep a fragment across redirects that name none. So:
// - on a page that already shows the server's message about it (a flash notice), only drop the fragment;
// - anywhere else (an auth server that fell back to the home page instead of /auth/callback), hand the error to the
//   callback, which answers it as it answers every link error: a message and the way on.
const LINK_ERROR_CODES = new Set([
  'otp_expired',
  'access_denied',
  'flow_state_expired',
  'flow_state_not_found',
  'bad_code_verifier',
]);

/** True when the page is being left for the callback. */
export function forwardLinkError(location: Location, history: History, pageShowsMessage: boolean): boolean {
  if (!location.hash.includes('error')) return false;
  const fragment = new URLSearchParams(location.hash.slice(1));
  const code = fragment.get('error_code') ?? fragment.get('error') ?? '';
  if (!LINK_ERROR_CODES.has(code)) return false;
  if (pageShowsMessage || location.pathname.startsWith('/auth/callback')) {
    history.replaceState(history.state, '', location.pathname + location.search);
    return false;
  }
  const query = new URLSearchParams({ error: fragment.get('error') ?? 'access_denied', error_code: code });
  location.replace(`/auth/callback?${query}`);
  return true;
}
