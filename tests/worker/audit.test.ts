// The audit log's writer (src/audit): one row with the actor, action, reference and detail given; a conditional row
// written only when its condition holds as the batch runs (and nothing of the batch when a later statement fails);
// one row for each row a query finds, answering the references written.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { auditEachStatement, auditStatement, PATIENT_ACTOR, SYSTEM_ACTOR, type Actor } from '../../src/audit';

const db = env.DB;
const coordinator: Actor = { id: 'coordinator-audit', email: 'audit@example.com' };

interface Row {
  at: number;
  actor_id: string;
  actor_email: string | null;
  action: string;
  reference: string | null;
  detail: string;
}

async function rowsAt(at: number): Promise<Row[]> {
  const { results } = await db
    .prepare('SELECT at, actor_id, actor_email, action, reference, detail FROM audit_log WHERE at = ?1 ORDER BY id')
    .bind(at)
    .all<Row>();
  return results;
}

describe('auditStatement', () => {
  it('writes one row with the values given', async () => {
    const at = 1_000_001;
    await auditStatement(db, {
      at,
      actor: coordinator,
      action: 'status',
      reference: 'CL-AUDIT1',
      detail: 'a → b',
    }).run();
    await auditStatement(db, { at, actor: PATIENT_ACTOR, action: 'export', reference: null, detail: '{}' }).run();
    expect(await rowsAt(at)).toEqual([
      {
        at,
        actor_id: 'coordinator-audit',
        actor_email: 'audit@example.com',
        action: 'status',
        reference: 'CL-AUDIT1',
        detail: 'a → b',
      },
      { at, actor_id: 'patient', actor_email: null, action: 'export', reference: null, detail: '{}' },
    ]);
  });

  it('writes a conditional row only when its condition holds, with its own parameters from ?7', async () => {
    const at = 1_000_002;
    const entry = { at, actor: coordinator, action: 'slot' as const, reference: 'doc-audit', detail: 'blocked' };
    await db.batch([
      db.prepare('UPDATE audit_log SET detail = detail WHERE 0'),
      auditStatement(db, entry, { onlyIf: 'changes() = 1' }),
    ]);
    expect(await rowsAt(at)).toEqual([]);
    await db.batch([
      auditStatement(db, { ...entry, detail: 'not written' }, { onlyIf: '?7 = ?5', params: ['other'] }),
      auditStatement(db, { ...entry, detail: 'written' }, { onlyIf: '?7 = ?5', params: ['doc-audit'] }),
    ]);
    expect((await rowsAt(at)).map((row) => row.detail)).toEqual(['written']);
  });

  it('is rolled back with the batch it is written in', async () => {
    const at = 1_000_003;
    await expect(
      db.batch([
        auditStatement(db, { at, actor: coordinator, action: 'doctor', reference: 'doc-audit', detail: 'saved' }),
        db.prepare('INSERT INTO audit_log (at) VALUES (?1)').bind(at),
      ]),
    ).rejects.toThrow(/NOT NULL/);
    expect(await rowsAt(at)).toEqual([]);
  });
});

describe('auditEachStatement', () => {
  it('writes one row for each row the query finds, and answers their references', async () => {
    const at = 1_000_004;
    const [result] = await db.batch([
      auditEachStatement(
        db,
        { at, actor: SYSTEM_ACTOR, action: 'appointment', detail: 'requested → lapsed' },
        { reference: "'AP-' || value", from: 'json_each(\'["ONE", "TWO"]\')' },
      ),
    ]);
    expect(result?.results).toEqual([{ reference: 'AP-ONE' }, { reference: 'AP-TWO' }]);
    expect(await rowsAt(at)).toEqual(
      ['AP-ONE', 'AP-TWO'].map((reference) => ({
        at,
        actor_id: 'system',
        actor_email: null,
        action: 'appointment',
        reference,
        detail: 'requested → lapsed',
      })),
    );
  });
});
