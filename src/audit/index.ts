// The audit log (`audit_log`) as other modules see it: the statement each domain writes the row of its change with,
// in the same batch as the change (write.ts), and the log as the admin reads it (log.ts).
export {
  auditEachStatement,
  auditStatement,
  PATIENT_ACTOR,
  SYSTEM_ACTOR,
  type Actor,
  type AuditAction,
  type AuditEntry,
} from './write';
export { listAudit, recentAudit, type AuditCursor, type AuditRecord } from './log';
