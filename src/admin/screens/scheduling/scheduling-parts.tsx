// Small pieces the Scheduling screens (Doctor Calendars, Consultation Slots) share: India times as a coordinator
// reads them and the note on an inactive doctor (a refused form's summary is in ../shared/FormProblems.tsx).
import { INDIA_OFFSET_MS } from '../../../appointments';
import { Alert } from '../../../ui/Alert';

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
