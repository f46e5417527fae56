// The patient's area menu, in each language: each entry names its path once (in English; the Hindi area lives under
// /hi), its title and its screen, with the forms and pages that belong to it. The routes and the area's tabs come
// from here (routes.tsx).
import { Hono } from 'hono';
import { localizedPath, type Locale } from '../../shared/i18n/locales';
import type { AppEnv } from '../env';
import type { AreaEntry } from '../render/area-routes';
import { ACCOUNT_COPY, type AccountMenuKey } from './copy';
import {
  ACCOUNT_APPOINTMENTS_PATH,
  ACCOUNT_HOME_PATH,
  ACCOUNT_PRIVACY_PATH,
  ACCOUNT_PROFILE_PATH,
  ACCOUNT_RECORDS_PATH,
} from './paths';
import { appointmentActions, appointmentsScreen } from './screens/Appointments';
import { overviewScreen } from './screens/Overview';
import { privacyActions, privacyScreen } from './screens/Privacy';
import { phoneChoiceActions } from './screens/PhoneChoices';
import { profileActions, profileScreen, saveProfile } from './screens/Profile';
import { recordsActions, recordsScreen } from './screens/Records';

export { ACCOUNT_HOME_PATH } from './paths';

interface AccountMenuLine extends Pick<AreaEntry, 'screen' | 'actions' | 'submit'> {
  key: AccountMenuKey;
  path: string;
}

const MENU: readonly AccountMenuLine[] = [
  { key: 'overview', path: ACCOUNT_HOME_PATH, screen: overviewScreen },
  { key: 'appointments', path: ACCOUNT_APPOINTMENTS_PATH, screen: appointmentsScreen, actions: appointmentActions },
  { key: 'records', path: ACCOUNT_RECORDS_PATH, screen: recordsScreen, actions: recordsActions },
  {
    key: 'profile',
    path: ACCOUNT_PROFILE_PATH,
    screen: profileScreen,
    submit: saveProfile,
    // The mobile's forms (add or change it by a code) and the choices of messages to the bookings' phones.
    actions: (path, page) =>
      new Hono<AppEnv>().route('/', profileActions(path, page)).route('/', phoneChoiceActions(path, page)),
  },
  { key: 'privacy', path: ACCOUNT_PRIVACY_PATH, screen: privacyScreen, actions: privacyActions },
];

/** The area's entries in one language: paths under /hi for Hindi, labels and titles in its words. */
export function accountMenu(locale: Locale): AreaEntry[] {
  const copy = ACCOUNT_COPY[locale];
  return MENU.map(({ key, path, ...parts }) => ({
    ...parts,
    path: localizedPath(path, locale),
    label: copy.menu[key],
    title: copy.menu[key],
  }));
}
