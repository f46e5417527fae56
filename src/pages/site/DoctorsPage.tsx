import { telHref } from '../../../shared/booking/topic';
import { DOCTOR_REQUEST_REPLY } from '../../../shared/business';
import { supportLine } from '../../booking';
import { DoctorCard } from '../../components/DoctorCard';
import { PageHero } from '../../components/PageHero';
import { DEPARTMENTS, DOCTORS, isDepartmentId } from '../../content/doctors';
import { sitePage } from '../../content/pages';
import { usePage } from '../../render/page-context';
import { RequestDoctorButtonIsland } from '../../render/islands';
import { Alert } from '../../ui/Alert';
import { CardGrid } from '../../ui/CardGrid';
import { Field } from '../../ui/Field';
import { Section } from '../../ui/Section';

export const DEPARTMENT_PARAM = 'department';
export const DOCTOR_REQUEST_PATH = sitePage('doctor-request').path;

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

      <Section
        id="doctor-list"
        title="Available doctors"
        aside={
          <form method="get" action="/doctors" className="flex flex-wrap items-end gap-2">
            <Field id="department-filter" label="Department">
              <select name={DEPARTMENT_PARAM} defaultValue={department ?? ''}>
                <option value="">All departments</option>
                {Object.entries(DEPARTMENTS).map(([id, name]) => (
                  <option key={id} value={id}>
                    {name}
                  </option>
                ))}
              </select>
            </Field>
            <button type="submit" className="btn-outline">
              Filter by Department
            </button>
          </form>
        }
      >
        {department === null && (
          <Alert tone="error" className="mt-4">
            We do not have that department. Showing all doctors.
          </Alert>
        )}
        <p className="mt-4 text-ink-600">
          Showing {doctors.length} {doctors.length === 1 ? 'doctor' : 'doctors'}
          {department ? ` in ${DEPARTMENTS[department]}` : ''}.
        </p>
        <CardGrid
          items={doctors}
          framed={false}
          itemKey={(doctor) => doctor.id}
          renderItem={(doctor) => <DoctorCard doctor={doctor} />}
        />
        <p className="mt-8">
          <a href="/departments" className="btn-outline">
            View All Specializations
          </a>
        </p>
      </Section>

      <Section
        id="request"
        title="Looking for a different specialist?"
        lead={`Tell us the specialization you need and our team will contact you ${DOCTOR_REQUEST_REPLY} with the right doctor.`}
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
