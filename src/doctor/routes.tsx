// /doctor and everything under it, for accounts whose role on the auth server's record is 'doctor' and whose account
// an admin linked to a doctor record (guard.tsx), generated from the menu (menu.ts). The doctor area is in English,
// in the admin document.
import { areaRoutes } from '../render/area-routes';
import { areaNotFound } from '../render/not-found';
import { pageDef } from '../site-map/registry';
import { AreaShell } from '../ui/AreaShell';
import { SignOutForm } from '../ui/SignOutForm';
import { doctorGuard } from './guard';
import { DOCTOR_HOME_PATH, DOCTOR_MENU } from './menu';

const HOME = pageDef('doctor-area');

export const doctorRoutes = areaRoutes({
  prefix: DOCTOR_HOME_PATH,
  guard: doctorGuard,
  entries: DOCTOR_MENU,
  shell: (c, entry, content) =>
    c.render(
      <AreaShell heading={entry.title} menuLabel={HOME.title} entries={DOCTOR_MENU} current={entry.path}>
        {content}
        <div className="mt-8">
          <SignOutForm buttonClassName="btn-outline" />
        </div>
      </AreaShell>,
      { page: { ...HOME, path: entry.path, title: entry.title }, layout: 'admin' },
    ),
  notFound: areaNotFound,
});
