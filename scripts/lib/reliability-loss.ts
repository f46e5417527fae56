// The request store's loss test: a burst of request submissions against a site server that is killed (SIGKILL, no
// chance to flush anything) in the middle, then a new server on the same database files. Every request the first
// server acknowledged must be stored, whole; one stored but never acknowledged (the reply lost with the server) is
// allowed: its visitor sends again, and the form's one-time token stores it once.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serveBuild } from '../serve.ts';

export interface LossResult {
  sent: number;
  acknowledged: number;
  /** Refused or cut off by the kill: never acknowledged. */
  unanswered: number;
  stored: number;
  /** Acknowledged yet not found after the restart: must be 0. */
  lost: number;
  /** Stored rows missing a field or with unreadable fields: must be 0. */
  broken: number;
}

const waitForServer = async (url: string) => {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`${url}/robots.txt`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not start`);
};

export async function lossTest(port: number, burst = 400, killAfter = 120): Promise<LossResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'loss-d1-'));
  const url = `http://localhost:${port}`;
  const server = spawn(
    process.execPath,
    // Mail through Miniflare's local send_email binding, which delivers nowhere: this burst must not fill a
    // developer's local inbox (the notification phase measures mail).
    [
      'scripts/serve.ts',
      '--port',
      String(port),
      '--persist',
      dir,
      '--rate-limit',
      '100000',
      '--var',
      'MAIL_TRANSPORT:email-service',
    ],
    { stdio: 'ignore' },
  );
  // Listened for from the start: the kill may end the process before anything below waits for it.
  const exited = new Promise((resolve) => server.once('exit', resolve).once('error', resolve));
  try {
    await waitForServer(url);
    const acknowledged = new Set<string>();
    const marker = `loss-${Date.now()}`;
    let killed = false;
    const sends = Array.from({ length: burst }, async (_, index) => {
      try {
        const response = await fetch(`${url}/doctors/request`, {
          method: 'POST',
          headers: { Origin: url, Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            name: 'Loss Test',
            phone: '9876543210',
            specialization: marker,
            requirements: String(index),
            token: `loss-${index}`,
          }).toString(),
          signal: AbortSignal.timeout(20_000),
        });
        const reply = (await response.json()) as { ok: boolean; reference?: string };
        if (reply.ok && reply.reference) acknowledged.add(reply.reference);
      } catch {
        // cut off by the kill
      }
      if (!killed && acknowledged.size >= killAfter) {
        killed = true;
        server.kill('SIGKILL');
      }
    });
    await Promise.all(sends);
    if (!killed) server.kill('SIGKILL');
    await exited;

    const again = await serveBuild({ port: port + 1, persist: dir });
    try {
      const db = await again.miniflare.getD1Database('DB');
      const { results } = await db
        .prepare(
          "SELECT reference, name, phone, fields, created_at FROM requests WHERE json_extract(fields, '$.specialization') = ?1",
        )
        .bind(marker)
        .all<{ reference: string; name: string; phone: string; fields: string; created_at: number }>();
      const stored = new Set(results.map((row) => row.reference));
      const broken = results.filter((row) => {
        try {
          const fields = JSON.parse(row.fields) as Record<string, string>;
          return !row.name || !row.phone || !row.created_at || fields.specialization !== marker;
        } catch {
          return true;
        }
      }).length;
      return {
        sent: burst,
        acknowledged: acknowledged.size,
        unanswered: burst - acknowledged.size,
        stored: stored.size,
        lost: [...acknowledged].filter((reference) => !stored.has(reference)).length,
        broken,
      };
    } finally {
      await again.dispose();
    }
  } finally {
    if (server.exitCode === null) server.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
}
