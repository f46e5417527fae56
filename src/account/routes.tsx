// /account (and /hi/account): the patient's own area, for any signed-in account, generated from its menu in each
// language. Every screen reads only the signed-in person's own records, scoped by the auth server's record of them.
import { Hono } from 'hono';
import { LOCALES, localizedPath } from '../../shared/i18n/locales';
import { requireSignedIn } from '../auth';
import type { AppEnv } from '../env';
import { areaRoutes } from '../render/area-routes';
import { notFound } from '../render/not-found';
import { pageDef } from '../site-map/registry';
import { AreaShell } from '../ui/AreaShell';
import { ACCOUNT_COPY } from './copy';
import { ACCOUNT_HOME_PATH, accountMenu } from './menu';
import { myDataRoutes } from './my-data';

export const accountRoutes = new Hono<AppEnv>();
for (const locale of LOCALES) {
  const entries = accountMenu(locale);
  const home = pageDef('account', locale);
  accountRoutes.route(
    '/',
    areaRoutes({
      prefix: localizedPath(ACCOUNT_HOME_PATH, locale),
      guard: requireSignedIn,
      entries,
      shell: (c, entry, content) =>
        c.render(
          <AreaShell
            heading={home.title}
            menuLabel={ACCOUNT_COPY[locale].menuLabel}
            entries={entries}
            current={entry.path}
          >
            {content}
          </AreaShell>,
          // The tab's (or its sub-page's) name first in the browser's title: "Profile – My Account".
          {
            page: {
              ...home,
              path: entry.path,
              title: entry.path === home.path ? home.title : `${entry.title} – ${home.title}`,
            },
          },
        ),
      notFound,
    }),
  );
}
// Download Your Data, under the privacy page's address.
accountRoutes.route('/', myDataRoutes);
