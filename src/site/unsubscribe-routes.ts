// The unsubscribe link of every mail to a visitor, in each language: GET from the link in the mail (records it and
// lands on the home page with a message), and POST from a mail program's own button (RFC 8058 one-click, which
// comes from the mail provider's servers with no Origin, so app.tsx mounts this before the cross-origin check).
import { Hono, type Context } from 'hono';
import { LOCALES, localizedPath, type Locale } from '../../shared/i18n/locales';
import type { AppEnv } from '../env';
import { redirectWithFlash } from '../http/flash';
import { refusalText } from '../http/refusals';
import { loadNotificationConfig } from '../mail-config';
import { recordUnsubscribe, UNSUBSCRIBE_PATH, verifyUnsubscribeToken } from '../notifications';

/** The address the request's token was signed for, recorded as unsubscribed; null for a token not ours. */
async function unsubscribe(c: Context<AppEnv>): Promise<'done' | 'invalid' | 'unavailable'> {
  const loaded = loadNotificationConfig(c.env ?? {});
  const db = c.env?.DB;
  if (!loaded.ok || !db) return 'unavailable';
  const email = await verifyUnsubscribeToken(loaded.config.unsubscribeSecret, c.req.query('t') ?? '');
  if (!email) return 'invalid';
  await recordUnsubscribe(db, email, Date.now());
  return 'done';
}

export const unsubscribeRoutes = new Hono<AppEnv>();

for (const locale of LOCALES satisfies readonly Locale[]) {
  const path = localizedPath(UNSUBSCRIBE_PATH, locale);
  unsubscribeRoutes.get(path, async (c) => {
    c.header('Cache-Control', 'no-store');
    const outcome = await unsubscribe(c);
    if (outcome === 'unavailable') return c.text(refusalText('unsubscribeUnavailable', locale), 503);
    return redirectWithFlash(
      c,
      localizedPath('/', locale),
      outcome === 'done' ? 'unsubscribed' : 'unsubscribe-link-invalid',
    );
  });
  unsubscribeRoutes.post(path, async (c) => {
    c.header('Cache-Control', 'no-store');
    const outcome = await unsubscribe(c);
    if (outcome === 'unavailable') return c.text(refusalText('unsubscribeUnavailable', locale), 503);
    // RFC 8058 asks for nothing in the answer but its status.
    return outcome === 'done' ? c.body(null, 200) : c.text(refusalText('unsubscribeLinkInvalid', locale), 400);
  });
}
