// The doctor's area menu: each entry names its path once, its title and its screen; the routes and the tabs come
// from here (routes.tsx), and the /doctor guard (guard.tsx) covers every entry. An appointment's consultation record
// page and the prescriptions' print pages belong to Records (their routes are that entry's actions).
import type { Hono } from 'hono';
import type { AppEnv } from '../env';
import type { AreaEntry, AreaPage } from '../render/area-routes';
import {
  DOCTOR_HOME_PATH,
  DOCTOR_HOURS_PATH,
  DOCTOR_NUMBERS_PATH,
  DOCTOR_PROFILE_PATH,
  DOCTOR_RECORDS_PATH,
  DOCTOR_WEEK_PATH,
} from './paths';
import { hoursScreen, hoursSubmit } from './screens/Hours';
import { numbersScreen } from './screens/Numbers';
import { prescriptionPrintActions } from './screens/PrescriptionPrint';
import { profileScreen } from './screens/Profile';
import { recordActions } from './screens/record-actions';
import { recordsScreen } from './screens/Records';
import { todayScreen, weekScreen } from './screens/Schedule';
import { scheduleActions } from './screens/schedule-actions';

export { DOCTOR_HOME_PATH } from './paths';

/** The record pages and the prescriptions' print pages both belong to Records. */
function recordsActions(path: string, page: AreaPage): Hono<AppEnv> {
  return recordActions(path, page).route('/', prescriptionPrintActions(path, page));
}

export const DOCTOR_MENU: readonly AreaEntry[] = [
  { path: DOCTOR_HOME_PATH, label: 'Today', title: 'Today', screen: todayScreen, actions: scheduleActions },
  { path: DOCTOR_WEEK_PATH, label: 'Week', title: 'Week', screen: weekScreen },
  { path: DOCTOR_RECORDS_PATH, label: 'Records', title: 'Records', screen: recordsScreen, actions: recordsActions },
  { path: DOCTOR_NUMBERS_PATH, label: 'My numbers', title: 'My numbers', screen: numbersScreen },
  {
    path: DOCTOR_HOURS_PATH,
    label: 'Working hours',
    title: 'Working hours',
    screen: hoursScreen,
    submit: hoursSubmit,
  },
  { path: DOCTOR_PROFILE_PATH, label: 'Profile', title: 'Profile', screen: profileScreen },
];
