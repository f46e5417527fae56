// The booking forms the server renders (the pick-a-time page, and /book and /doctors/request without JavaScript)
// start with the signed-in account's own name, mobile and e-mail, as the auth server's record has them. Only a request
// that carries a session cookie costs the auth round trip; the page is then the person's own and never kept by a
// shared cache. No session, a dead one or an auth server that does not answer is simply an empty form.
import type { Context } from 'hono';
import { prefillOf, type Prefill } from '../../shared/requests/prefill';
import type { AppEnv } from '../env';
import { postingAccount } from './session';

export async function bookingPrefill(c: Context<AppEnv>): Promise<Prefill> {
  const account = await postingAccount(c);
  if (!account) return {};
  c.header('Cache-Control', 'private, no-store');
  return prefillOf(account);
}
