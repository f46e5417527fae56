// /admin/audit: what admins did (status changes, exports, appointments, accounts...), newest first, in pages of 50
// read by key (at, id), so the hundredth page costs what the first does.
import { listAudit, type AuditCursor, type AuditRecord } from '../../../audit';
import type { Context } from 'hono';
import type { AppEnv } from '../../../env';
import { formatNumber } from '../../../../shared/i18n/format';
import { cursorField, knownKey, readQuery, z } from '../../../http/validate';
import { adminDb } from '../../db';
import { AuditTabs } from './MedicalAccessLog';
import { AUDIT_ACTION_WORDS } from '../shared/labels';
import { auditSearch } from '../shared/links';
import { indiaTime } from '../shared/india-time';
import { ListTable } from '../shared/ListTable';
import { KeysetPager } from '../shared/Pager';

export interface AuditLogProps {
  /** The log's own path (its menu entry's). */
  path: string;
  records: readonly AuditRecord[];
  total: number;
  /** Where this page starts (none: the newest) and where the next one does (none: the last page). */
  after: AuditCursor | null;
  next: AuditCursor | null;
  /** The one action shown (?action=), if asked for. */
  action?: string;
}

export function AuditLog({ path, records, total, after, next, action }: AuditLogProps) {
  return (
    <div className="grid gap-6">
      <AuditTabs auditPath={path} current="changes" />
      <p className="m-0 max-w-3xl text-ink-700">
        Every change admins make (requests, appointments, doctors, notifications, accounts) and every export, with who
        did it and when. For an account, the record is its id and the detail names its e-mail. Doctors’ consultation
        records and prescriptions are listed when written or issued, never with what they say; who opened one is under
        Medical-record access.
      </p>
      {action && (
        <p className="m-0 font-semibold" data-audit-action={action}>
          Showing only: {AUDIT_ACTION_WORDS[action]}. <a href={path}>Show every action</a>
        </p>
      )}
      <ListTable
        summary={
          records.length === 0
            ? 'Nothing has been recorded yet.'
            : `Showing ${formatNumber(records.length)} of ${formatNumber(total)}`
        }
        rows={records}
        row={(record) => (
          <tr key={record.id} className="border-b border-slate-200 align-top text-sm">
            <td className="py-2 pr-3">{indiaTime(record.at)}</td>
            <td className="py-2 pr-3 [overflow-wrap:anywhere]">{record.actorEmail ?? record.actorId}</td>
            <td className="py-2 pr-3">{AUDIT_ACTION_WORDS[record.action] ?? record.action}</td>
            <td className="py-2 pr-3 font-mono">{record.reference ?? '—'}</td>
            <td className="py-2 [overflow-wrap:anywhere]">{record.detail}</td>
          </tr>
        )}
        caption="Audit records, newest first"
        headers={['When', 'Who', 'Action', 'Record', 'Detail']}
        minWidth="min-w-[40rem]"
        pager={
          <KeysetPager
            first={after ? `${path}${auditSearch(action)}` : null}
            next={next ? `${path}${auditSearch(action, next)}` : null}
          />
        }
      />
    </div>
  );
}

/** ?after=<at>.<id> (the last record of the page before) and ?action=: anything unknown shows the newest of all. */
const AUDIT_QUERY = z.object({
  after: cursorField((at, id): AuditCursor => ({ at, id })),
  action: knownKey(AUDIT_ACTION_WORDS),
});

export async function auditScreen(c: Context<AppEnv>, path: string) {
  const { after, action } = readQuery(AUDIT_QUERY, c.req.query());
  const { records, total, next } = await listAudit(adminDb(c), after, action);
  return <AuditLog path={path} records={records} total={total} after={after} next={next} action={action} />;
}
