// The patient's area menu, in each language: each entry names its path once (in English; the Hindi area lives under
// /hi), its title and its screen. The routes and the area's tabs come from here (routes.tsx).
import { localizedPath, type Locale } from '../../shared/i18n/locales';
import type { AreaEntry } from '../render/area-routes';
import { ACCOUNT_COPY, type AccountMenuKey } from './copy';
import { overviewScreen } from './screens/Overview';

export const ACCOUNT_HOME_PATH = '/account';

interface AccountMenuLine {
  key: AccountMenuKey;
  path: string;
  screen?: AreaEntry['screen'];
}

const MENU: readonly AccountMenuLine[] = [{ key: 'overview', path: ACCOUNT_HOME_PATH, screen: overviewScreen }];

/** The area's entries in one language: paths under /hi for Hindi, labels and titles in its words. */
export function accountMenu(locale: Locale): AreaEntry[] {
  const copy = ACCOUNT_COPY[locale];
  return MENU.map((line) => ({
    path: localizedPath(line.path, locale),
    label: copy.menu[line.key],
    title: copy.menu[line.key],
    screen: line.screen,
  }));
}
