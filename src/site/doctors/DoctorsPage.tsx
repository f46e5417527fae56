// Our Doctors (docs/product/public-site.md): the doctors with their registration and fees, a department filter that
// works without JavaScript (an unknown department answers 400, QUERY_CHECKS in ../routes.tsx), Request Specific
// Doctor and a call to a coordinator. The doctors are the published ones in D1, loaded by the route (../routes.tsx).
// Every word comes from copy.<locale>.ts, content/doctors/<locale>.ts and the doctors' own records.
import { telHref } from '../../../shared/booking/topic';
import { formatNumber } from '../../../shared/i18n/format';
import { localizedPath, type Locale } from '../../../shared/i18n/locales';
import { supportLine } from '../../booking/topics';
import { DoctorCard } from '../parts/DoctorCard';
import { PageHero } from '../../ui/PageHero';
import {
  DOCTOR_DEPARTMENT_IDS,
  DOCTOR_REQUEST_REPLY_HOURS,
  isDepartmentId,
  type PublishedDoctor,
} from '../../content/doctors/facts';
import { DOCTOR_WORDS } from '../../content/doctors/profile';
import type { PublishedDepartment } from '../../appointments';
import { usePublishedDepartments, usePublishedDoctors } from '../parts/published-doctors';
import { sitePage } from '../../content/pages';
import { usePage } from '../../render/page-context';
import { RequestDoctorButtonIsland } from '../../render/islands';
import { pageDef } from '../../site-map/registry';
import { Alert } from '../../ui/Alert';
import { CardGrid } from '../../ui/CardGrid';
import { Field } from '../../ui/Field';
import { Section } from '../../ui/Section';
import { DOCTORS_PAGE_EN, type DoctorsPageCopy } from './copy.en';
import { DOCTORS_PAGE_HI } from './copy.hi';

/** The page's own words in each language. */
const COPY = { en: DOCTORS_PAGE_EN, hi: DOCTORS_PAGE_HI } satisfies Record<Locale, DoctorsPageCopy>;

export const DEPARTMENT_PARAM = 'department';
export const DOCTOR_REQUEST_PATH = sitePage('doctor-request').path;

/**
 * The departments of the filter: those the published doctors are listed under, named by the departments master (D1).
 * Without a database (npm run dev): the dictionaries' departments, then any other a published doctor is in.
 */
function filterDepartments(
  listed: readonly PublishedDepartment[] | null,
  doctors: readonly PublishedDoctor[],
): readonly PublishedDepartment[] {
  if (listed) return listed;
  const ids = new Set<string>([...DOCTOR_DEPARTMENT_IDS, ...doctors.map((doctor) => doctor.department)]);
  return [...ids].map((id) => ({ id, name: null }));
}

/**
 * A department's name in the page's language: in English the master's, in Hindi the dictionary's by id; then the
 * other of the two, then the id as written.
 */
export function departmentLabel(id: string, locale: Locale, listed: readonly PublishedDepartment[]): string {
  const master = listed.find((department) => department.id === id)?.name ?? null;
  const dictionary = isDepartmentId(id) ? DOCTOR_WORDS[locale].departments[id] : null;
  return (locale === 'en' ? (master ?? dictionary) : (dictionary ?? master)) ?? id;
}

/** The department filter from the query: undefined for all, null for a value we do not know. */
export function departmentFilter(url: URL, doctors: readonly PublishedDoctor[]): string | null | undefined {
  const value = url.searchParams.get(DEPARTMENT_PARAM);
  if (value === null || value === '') return undefined;
  return isDepartmentId(value) || doctors.some((doctor) => doctor.department === value) ? value : null;
}

export function DoctorsPage() {
  const { config, url, page, locale } = usePage();
  const copy = COPY[locale];
  const published = usePublishedDoctors();
  const line = supportLine(config);
  const departments = filterDepartments(usePublishedDepartments(), published);
  const department = departmentFilter(url, published);
  const doctors = department ? published.filter((doctor) => doctor.department === department) : published;
  const shown = formatNumber(doctors.length, locale);

  const talkToCoordinator = (
    <a href={telHref(line)} className="btn-outline">
      {copy.talkToCoordinator}
    </a>
  );
  const requestDoctor = (
    <RequestDoctorButtonIsland
      label={copy.requestDoctor}
      fallbackHref={localizedPath(DOCTOR_REQUEST_PATH, locale)}
      className="btn-primary"
    />
  );

  return (
    <>
      <PageHero title={pageDef(page.id, locale).title} lead={copy.lead}>
        {requestDoctor}
        {talkToCoordinator}
      </PageHero>

      <Section
        id="doctor-list"
        title={copy.listTitle}
        aside={
          <form method="get" action={localizedPath('/doctors', locale)} className="flex flex-wrap items-end gap-2">
            <Field id="department-filter" label={copy.filter.label}>
              <select name={DEPARTMENT_PARAM} defaultValue={department ?? ''}>
                <option value="">{copy.filter.all}</option>
                {departments.map(({ id }) => (
                  <option key={id} value={id}>
                    {departmentLabel(id, locale, departments)}
                  </option>
                ))}
              </select>
            </Field>
            <button type="submit" className="btn-outline">
              {copy.filter.submit}
            </button>
          </form>
        }
      >
        {department === null && (
          <Alert tone="error" className="mt-4">
            {copy.filter.unknown}
          </Alert>
        )}
        <p className="mt-4 text-ink-600">
          {department
            ? copy.showingIn(doctors.length, shown, departmentLabel(department, locale, departments))
            : copy.showingAll(doctors.length, shown)}
        </p>
        <CardGrid
          items={doctors}
          framed={false}
          itemKey={(doctor) => doctor.id}
          renderItem={(doctor) => <DoctorCard doctor={doctor} />}
        />
        <p className="mt-8">
          <a href={localizedPath('/departments', locale)} className="btn-outline">
            {copy.allSpecializations}
          </a>
        </p>
      </Section>

      <Section
        id="request"
        title={copy.request.title}
        lead={copy.request.lead(formatNumber(DOCTOR_REQUEST_REPLY_HOURS, locale))}
        tone="white"
      >
        <div className="mt-6 flex flex-wrap gap-3">
          {requestDoctor}
          {talkToCoordinator}
        </div>
      </Section>
    </>
  );
}
