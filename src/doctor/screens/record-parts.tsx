// Pieces of the consultation record page: the appointment it belongs to, the message after a refused form (with the
// guideline rule that refused it), India times.
import { formatIndiaTime } from '../../../shared/i18n/format';
import { displayIndianMobile } from '../../../shared/requests/phone';
import { MODE_WORDS, STATUS_WORDS, type Appointment } from '../../appointments';
import type { PrescribingRule } from '../../records';
import { Alert } from '../../ui/Alert';
import { RULE_WORDS } from './record-data';

/** '27 Nov 2026, 10:30 am', India time. */
export const shortTime = (instant: number) => formatIndiaTime(instant, 'en');

/** What went wrong with a form, shown above the page it came back to. */
export interface RecordNotice {
  title: string;
  text?: string;
  rule?: PrescribingRule;
  /** Links to the fields that need a correction, each with its message. */
  links?: readonly { href: string; text: string }[];
}

export function NoticeBox({ notice }: { notice?: RecordNotice }) {
  if (!notice) return null;
  return (
    <Alert tone="error" title={notice.title}>
      {notice.rule && (
        <p className="m-0">
          <strong>Refused by: {RULE_WORDS[notice.rule]}.</strong> {notice.text}
        </p>
      )}
      {!notice.rule && notice.text && <p className="m-0">{notice.text}</p>}
      {notice.links && notice.links.length > 0 && (
        <ul className="m-0 mt-1 grid list-disc gap-1 pl-5">
          {notice.links.map((link) => (
            <li key={`${link.href} ${link.text}`}>
              <a href={link.href} className="text-red-900">
                {link.text}
              </a>
            </li>
          ))}
        </ul>
      )}
    </Alert>
  );
}

export function AppointmentFacts({ appointment }: { appointment: Appointment }) {
  return (
    <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr_auto_1fr]">
      <dt className="font-semibold text-ink-600">Patient</dt>
      <dd className="m-0 font-semibold text-ink-900 [overflow-wrap:anywhere]">{appointment.patientName}</dd>
      <dt className="font-semibold text-ink-600">Phone</dt>
      <dd className="m-0">
        <a href={`tel:${appointment.patientPhone}`} className="inline-flex min-h-6 items-center whitespace-nowrap">
          {displayIndianMobile(appointment.patientPhone)}
          <span className="sr-only"> (call {appointment.patientName})</span>
        </a>
      </dd>
      <dt className="font-semibold text-ink-600">When</dt>
      <dd className="m-0">{shortTime(appointment.start)} (India time)</dd>
      <dt className="font-semibold text-ink-600">Mode</dt>
      <dd className="m-0">{MODE_WORDS[appointment.mode]}</dd>
      <dt className="font-semibold text-ink-600">Status</dt>
      <dd className="m-0">{STATUS_WORDS[appointment.status]}</dd>
      <dt className="font-semibold text-ink-600">Reference</dt>
      <dd className="m-0 font-mono">{appointment.reference}</dd>
    </dl>
  );
}
