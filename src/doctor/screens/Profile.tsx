// /doctor/profile: the doctor's public profile as the public pages show it (the published record: name,
// specialization, qualifications, registration number and council, languages, fee, consultation length), with links
// to where patients see it, the sign-in account it is linked to, and how to ask for a correction (the coordinators
// edit the record; the doctor cannot).
import type { Context } from 'hono';
import type { ReactNode } from 'react';
import { bookingPath, publishedDoctor } from '../../appointments';
import { DOCTOR_WORDS, doctorProfile } from '../../content/doctors/profile';
import type { AppEnv } from '../../env';
import { Alert } from '../../ui/Alert';
import { linkedDoctor } from '../guard';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-ink-700">{label}</dt>
      <dd className="m-0 text-ink-900 [overflow-wrap:anywhere]">{children}</dd>
    </>
  );
}

export async function profileScreen(c: Context<AppEnv>) {
  const doctor = linkedDoctor(c);
  // In the public pages' own words (language names, the council, the fee), from the same function they use.
  const profile = doctorProfile(doctor, 'en');
  const user = c.get('user');
  // What a patient sees: the published record (null while the profile is not active).
  const shown = await publishedDoctor(c.env.DB, doctor.id);
  const { supportEmail } = c.get('config');
  return (
    <div className="grid gap-6">
      {shown ? (
        <p className="m-0 text-ink-700">
          Patients see this on the <a href={`/doctors#doctor-${doctor.id}`}>Doctors page</a> and book you on{' '}
          <a href={bookingPath(doctor.id, 'en')}>your booking page</a>.
        </p>
      ) : (
        <Alert tone="info" title="Your profile is not published">
          Patients cannot see or book you until a coordinator makes it active. This is the record they would see.
        </Alert>
      )}
      <dl className="card m-0 grid gap-3 sm:grid-cols-[14rem_1fr]">
        <Row label="Name">{profile.name}</Row>
        <Row label="Specialization">{profile.specialization}</Row>
        <Row label="Department">{profile.departmentName}</Row>
        <Row label="Qualifications">{profile.education}</Row>
        <Row label="Registration">
          {profile.registration.number}, {profile.registration.council}
        </Row>
        <Row label="Languages">
          {profile.languages.length > 0 ? DOCTOR_WORDS.en.list(profile.languages) : 'None given'}
        </Row>
        <Row label="Consultation fee">{profile.feeText}</Row>
        <Row label="Consultation length">{profile.minutes} minutes</Row>
        {profile.experienceYears !== null && <Row label="Experience">{profile.experienceYears} years</Row>}
        {profile.rating !== null && <Row label="Rating">{profile.rating} out of 5</Row>}
        <Row label="Meeting link (not public)">{doctor.meetingLink ?? 'None: ask a coordinator to add one'}</Row>
      </dl>
      <section aria-labelledby="account-heading" className="grid gap-2">
        <h2 id="account-heading" className="m-0 text-xl font-bold text-ink-900">
          Your sign-in account
        </h2>
        <dl className="card m-0 grid gap-3 sm:grid-cols-[14rem_1fr]">
          <Row label="Name">{user?.fullName ?? 'Not given'}</Row>
          <Row label="E-mail">{user?.email ?? 'Not given'}</Row>
          <Row label="Role">Doctor</Row>
        </dl>
      </section>
      <section aria-labelledby="corrections-heading" className="grid gap-2">
        <h2 id="corrections-heading" className="m-0 text-xl font-bold text-ink-900">
          Something wrong?
        </h2>
        <p className="m-0 text-ink-700">
          The coordinators keep this record. Write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a> with what
          should change (for a new registration or qualification, attach its certificate); they correct it and the
          public pages follow within minutes. For your hours, use <a href="/doctor/hours">Working hours</a>.
        </p>
      </section>
    </div>
  );
}
