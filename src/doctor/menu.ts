// The doctor's area menu: each entry names its path once, its title and its screen; the routes and the tabs come
// from here (routes.tsx), and the /doctor guard covers every entry. An entry without a screen shows the honest
// "not available yet" note until its issue lands.
import type { AreaEntry } from '../render/area-routes';
import { profileScreen } from './screens/Profile';

export const DOCTOR_HOME_PATH = '/doctor';

export const DOCTOR_MENU: readonly AreaEntry[] = [
  { path: DOCTOR_HOME_PATH, label: 'Today', title: 'Today' },
  { path: '/doctor/profile', label: 'Profile', title: 'Profile', screen: profileScreen },
];
