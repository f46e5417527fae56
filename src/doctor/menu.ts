// The doctor's area menu: each entry names its path once, its title and its screen; the routes and the tabs come
// from here (routes.tsx), and the /doctor guard covers every entry. Entries come with their screens: the doctor's day
// and records arrive with appointments and consultation records.
import type { AreaEntry } from '../render/area-routes';
import { profileScreen } from './screens/Profile';

export const DOCTOR_HOME_PATH = '/doctor';

export const DOCTOR_MENU: readonly AreaEntry[] = [
  { path: DOCTOR_HOME_PATH, label: 'Profile', title: 'Profile', screen: profileScreen },
];
