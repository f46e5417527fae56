// Small pieces the Scheduling screens (Doctor Calendars, Consultation Slots) share: India times as a coordinator
// reads them, a refused form's summary with links to its fields, and the note on an inactive doctor.
import { INDIA_OFFSET_MS } from '../../appointments';
import { Alert } from '../../ui/Alert';

/** The doctor a Scheduling screen's address chooses: ?doctor=<id>. */
export const doctorAddress = (path: string, id: string) => `${path}?doctor=${encodeURIComponent(id)}`;

/** The time of day in India of an instant, 24-hour: '09:30'. */
export const indiaClock = (instant: number) => new Date(instant + INDIA_OFFSET_MS).toISOString().slice(11, 16);

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});

/** An India date as a heading: '2026-11-30' → 'Monday, 30 November'. */
export function dayHeading(date: string): string {
  return dayFormat.format(Date.parse(`${date}T12:00:00+05:30`));
}

/** What a refused form says first: what went wrong, each message a link to its field. */
export function FormProblems({
  title,
  problems,
}: {
  title: string;
  problems: readonly { id: string; text: string }[];
}) {
  if (problems.length === 0) return null;
  return (
    <Alert tone="error" title={title}>
      <ul className="m-0 pl-5">
        {problems.map((problem) => (
          <li key={problem.id}>
            <a href={`#${problem.id}`} className="text-red-900">
              {problem.text}
            </a>
          </li>
        ))}
      </ul>
    </Alert>
  );
}

/** An inactive doctor keeps their appointments, and offers no new slots until made active again. */
export function InactiveNote({ name }: { name: string }) {
  return (
    <Alert tone="info" title={`${name} is inactive (not published)`}>
      <p className="m-0">
        The public Doctors page does not list them and no new slots are offered. Appointments already made are kept;
        make the doctor active again to offer slots.
      </p>
    </Alert>
  );
}
