// Download Your Data (the privacy page): for a signed-in person, a JSON file of everything the site holds about
// them: their account record as the auth server returns it (email, name, role) and the requests sent with their
// email address. Anyone else is sent to sign in first and comes back here.
import { Hono, type Context } from 'hono';
import { AUTH_SERVICE_UNAVAILABLE } from '../../shared/auth/messages';
import { LOCALES, localizedPath } from '../../shared/i18n/locales';
import { readSession } from '../auth';
import type { AppEnv } from '../env';
import { requestsByEmail } from './store';

export const MY_DATA_PATH = '/privacy/my-data';

async function download(c: Context<AppEnv>) {
  c.header('Cache-Control', 'private, no-store');
  const state = await readSession(c);
  if (state.status === 'unavailable') return c.text(AUTH_SERVICE_UNAVAILABLE, 503);
  if (state.status === 'signed-out') return c.redirect(`/auth?next=${encodeURIComponent(c.req.path)}`, 303);
  const { user } = state;
  const requests = user.email && c.env?.DB ? await requestsByEmail(c.env.DB, user.email) : [];
  const now = new Date();
  const data = {
    exportedAt: now.toISOString(),
    account: { id: user.id, email: user.email, fullName: user.fullName, role: user.role },
    requests: requests.map((request) => ({
      reference: request.reference,
      kind: request.kind,
      status: request.status,
      language: request.locale,
      receivedAt: new Date(request.createdAt).toISOString(),
      fields: request.fields,
      consentVersion: request.consentVersion,
    })),
  };
  return c.body(JSON.stringify(data, null, 2), 200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Disposition': `attachment; filename="my-data-${now.toISOString().slice(0, 10)}.json"`,
  });
}

export const myDataRoutes = new Hono<AppEnv>();
for (const locale of LOCALES) myDataRoutes.get(localizedPath(MY_DATA_PATH, locale), download);
