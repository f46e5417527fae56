import { Alert } from '../../../client/ui/Alert';
import { telHref } from '../../../shared/booking/topic';
import { DOCTOR_REQUEST_REPLY } from '../../../shared/business';
import { supportLine } from '../../booking';
import { DoctorCard } from '../../components/DoctorCard';
import { PageHero } from '../../components/PageHero';
import { DEPARTMENTS, DOCTORS, isDepartmentId } from '../../content/doctors';
import { usePage } from '../../render/page-context';
import { RequestDoctorButtonIsland } from '../../render/islands';

export const DEPARTMENT_PARAM = 'department';
export const DOCTOR_REQUEST_PATH = '/doctors/request';

/** The department filter from the query: undefined for all, null for a value we do not know. */
export function departmentFilter(url: URL) {
  const value = url.searchParams.get(DEPARTMENT_PARAM);
  if (value === null || value === '') return undefined;
  return isDepartmentId(value) ? value : null;
}

export function DoctorsPage() {
  const { config, url } = usePage();
  const line = supportLine(config);
  const department = departmentFilter(url);
  const doctors = department ? DOCTORS.filter((doctor) => doctor.department === department) : DOCTORS;

  const talkToCoordinator = (
    <a href={telHref(line)} className="btn-outline">
      Talk to Coordinator
    </a>
  );
  const requestDoctor = (
    <RequestDoctorButtonIsland
      label="Request Specific Doctor"
      fallbackHref={DOCTOR_REQUEST_PATH}
      className="btn-primary"
    />
  );

  return (
    <>
      <PageHero
        title="Our Doctors"
        lead="Verified specialists with years of experience, available for video and phone consultations today."
      >
        {requestDoctor}
        {talkToCoordinator}
      </PageHero>

      <section aria-labelledby="doctor-list-title" className="container py-10">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="doctor-list-title" className="section-title">
            Available doctors
          </h2>
          <form method="get" action="/doctors" className="flex flex-wrap items-end gap-2">
            <div>
              <label htmlFor="department-filter" className="block text-sm font-semibold text-ink-700">
                Department
              </label>
              <select
                id="department-filter"
                name={DEPARTMENT_PARAM}
                defaultValue={department ?? ''}
                className="mt-1 min-h-11 rounded-lg border border-slate-400 bg-white px-3 text-ink-900"
              >
                <option value="">All departments</option>
                {Object.entries(DEPARTMENTS).map(([id, name]) => (
                  <option key={id} value={id}>
                    {name}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="btn-outline">
              Filter by Department
            </button>
          </form>
        </div>
        {department === null && (
          <Alert tone="error" className="mt-4">
            We do not have that department. Showing all doctors.
          </Alert>
        )}
        <p className="mt-4 text-ink-600">
          Showing {doctors.length} {doctors.length === 1 ? 'doctor' : 'doctors'}
          {department ? ` in ${DEPARTMENTS[department]}` : ''}.
        </p>
        <div className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {doctors.map((doctor) => (
            <DoctorCard key={doctor.id} doctor={doctor} />
          ))}
        </div>
        <p className="mt-8">
          <a href="/departments" className="btn-outline">
            View All Specializations
          </a>
        </p>
      </section>

      <section aria-labelledby="request-title" className="bg-white py-12">
        <div className="container">
          <h2 id="request-title" className="section-title">
            Looking for a different specialist?
          </h2>
          <p className="mt-2 max-w-2xl text-ink-700">
            Tell us the specialization you need and our team will contact you {DOCTOR_REQUEST_REPLY} with the right
            doctor.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            {requestDoctor}
            {talkToCoordinator}
          </div>
        </div>
      </section>
    </>
  );
}
