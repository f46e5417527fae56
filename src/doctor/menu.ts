// The doctor's area menu: each entry names its path once, its title and its screen; the routes and the tabs come
// from here (routes.tsx), and the /doctor guard (guard.tsx) covers every entry. An appointment's consultation record
// page belongs to Records (its routes are that entry's actions).
import type { AreaEntry } from '../render/area-routes';
import {
  DOCTOR_HOME_PATH,
  DOCTOR_HOURS_PATH,
  DOCTOR_PROFILE_PATH,
  DOCTOR_RECORDS_PATH,
  DOCTOR_WEEK_PATH,
} from './paths';
import { hoursScreen, hoursSubmit } from './screens/Hours';
import { profileScreen } from './screens/Profile';
import { recordActions } from './screens/record-actions';
import { recordsScreen } from './screens/Records';
import { todayScreen, weekScreen } from './screens/Schedule';
import { scheduleActions } from './screens/schedule-actions';

export { DOCTOR_HOME_PATH } from './paths';

export const DOCTOR_MENU: readonly AreaEntry[] = [
  { path: DOCTOR_HOME_PATH, label: 'Today', title: 'Today', screen: todayScreen, actions: scheduleActions },
  { path: DOCTOR_WEEK_PATH, label: 'Week', title: 'Week', screen: weekScreen },
  { path: DOCTOR_RECORDS_PATH, label: 'Records', title: 'Records', screen: recordsScreen, actions: recordActions },
  {
    path: DOCTOR_HOURS_PATH,
    label: 'Working hours',
    title: 'Working hours',
    screen: hoursScreen,
    submit: hoursSubmit,
  },
  { path: DOCTOR_PROFILE_PATH, label: 'Profile', title: 'Profile', screen: profileScreen },
];
