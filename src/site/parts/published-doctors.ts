// The published doctors of the page being rendered, loaded by its route before rendering (one D1 query, see
// ../routes.tsx) and read by the pieces that show doctors. Only the pages in DOCTOR_PAGES (../page-components.tsx)
// load them: anywhere else, reading them is a programming error, so a page cannot query D1 unnoticed.
import { createContext, useContext } from 'react';
import type { PublishedDepartment } from '../../appointments';
import type { PublishedDoctor } from '../../content/doctors/facts';

export const PublishedDoctorsContext = createContext<readonly PublishedDoctor[] | null>(null);

export function usePublishedDoctors(): readonly PublishedDoctor[] {
  const doctors = useContext(PublishedDoctorsContext);
  if (!doctors) throw new Error('usePublishedDoctors() on a page that does not load doctors (DOCTOR_PAGES)');
  return doctors;
}

/**
 * The departments the published doctors are listed under, named by the departments master: loaded beside the doctors
 * by the pages in DEPARTMENT_PAGES (../page-components.tsx), one more D1 query. Null where there is no database, or
 * on another page: the dictionaries' departments are listed then.
 */
export const PublishedDepartmentsContext = createContext<readonly PublishedDepartment[] | null>(null);

export function usePublishedDepartments(): readonly PublishedDepartment[] | null {
  return useContext(PublishedDepartmentsContext);
}
