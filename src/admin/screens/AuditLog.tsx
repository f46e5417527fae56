// /admin/audit: what admins did with requests (status changes and CSV exports), newest first, in pages of 50.
import { listAudit, readInboxQuery } from '../../requests';
import type { AuditRecord } from '../../requests';
import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { adminDb } from '../db';
import { DataTable } from '../DataTable';
import { AuditTabs } from './MedicalAccessLog';
import { indiaTime, Pager } from './RequestsInbox';

const ACTIONS: Record<string, string> = {
  status: 'Status changed',
  export: 'CSV exported',
  resend: 'Notification sent again',
  doctor: 'Doctor record saved',
  calendar: 'Doctor’s week saved',
  slot: 'Slot blocked or unblocked',
  'hours-request': 'Doctor’s hours request',
  'account-approve': 'Doctor approved',
  'account-role': 'Role changed',
  'account-disable': 'Account disabled',
  'account-enable': 'Account enabled',
  'account-reset': 'Password reset sent',
  'account-delete': 'Account deleted',
  'master-add': 'Master row added',
  'master-edit': 'Master row edited',
  'master-retire': 'Master row retired',
  'master-restore': 'Master row restored',
  'record-create': 'Consultation record written',
  'record-update': 'Consultation record changed',
  'prescription-draft': 'Prescription draft saved',
  'prescription-issue': 'Prescription issued',
  'prescription-supersede': 'Prescription correction started',
};

export interface AuditLogProps {
  /** The log's own path (its menu entry's). */
  path: string;
  records: readonly AuditRecord[];
  total: number;
  page: number;
}

export function AuditLog({ path, records, total, page }: AuditLogProps) {
  return (
    <div className="grid gap-6">
      <AuditTabs auditPath={path} current="changes" />
      <p className="m-0 max-w-3xl text-ink-700">
        Every change admins make (requests, appointments, doctors, notifications, accounts) and every export, with who
        did it and when. For an account, the record is its id and the detail names its e-mail. Doctors’ consultation
        records and prescriptions are listed when written or issued, never with what they say; who opened one is under
        Medical-record access.
      </p>
      {records.length === 0 ? (
        <p className="m-0 font-semibold">Nothing has been recorded yet.</p>
      ) : (
        <DataTable
          caption="Audit records, newest first"
          headers={['When', 'Who', 'Action', 'Record', 'Detail']}
          minWidth="min-w-[40rem]"
        >
          {records.map((record) => (
            <tr key={record.id} className="border-b border-slate-200 align-top text-sm">
              <td className="py-2 pr-3">{indiaTime(record.at)}</td>
              <td className="py-2 pr-3 [overflow-wrap:anywhere]">{record.actorEmail ?? record.actorId}</td>
              <td className="py-2 pr-3">{ACTIONS[record.action] ?? record.action}</td>
              <td className="py-2 pr-3 font-mono">{record.reference ?? '—'}</td>
              <td className="py-2 [overflow-wrap:anywhere]">{record.detail}</td>
            </tr>
          ))}
        </DataTable>
      )}
      <Pager query={{ page }} total={total} path={path} search={(next) => (next > 1 ? `?page=${next}` : '')} />
    </div>
  );
}

export async function auditScreen(c: Context<AppEnv>, path: string) {
  const page = readInboxQuery(new URL(c.req.url).searchParams).page;
  const { records, total } = await listAudit(adminDb(c), page);
  return <AuditLog path={path} records={records} total={total} page={page} />;
}
