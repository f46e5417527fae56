// The notification phase of `npm run reliability`: requests sent while the mail transport is up, then down, then up
// again, against a site served as `npm start` serves it. Mail goes to a stand-in for the local inbox that speaks its
// send API and records every delivery it accepts; "down" closes its port, so the site's queue consumer meets a refused
// connection and retries with back-off. Every acknowledged request must yield exactly one coordinator mail once the
// transport is back: none lost, none sent twice; the time from the request's answer to its mail is reported.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serveBuild } from '../serve.ts';
import { percentile } from './stats.ts';

const REFERENCE = /CL-[0-9A-Z]{6}/;
const COORDINATOR = 'coordinators@reliability.example';

export interface NotificationResult {
  sent: number;
  acknowledged: number;
  sentWhileDown: number;
  /** Coordinator mails accepted by the transport, per acknowledged request. */
  delivered: number;
  /** Acknowledged requests with no coordinator mail when the wait ended: must be 0. */
  lost: number;
  /** Requests whose coordinator mail the transport accepted more than once: must be 0. */
  duplicated: number;
  /** Milliseconds from the request's answer to its mail's arrival. */
  p50: number;
  p99: number;
  max: number;
  /** The answer to the visitor while the transport was up and while it was down (ms, p99): mail never holds it up. */
  answerP99Up: number;
  answerP99Down: number;
  downSeconds: number;
}

/** A mail sink with the local inbox's send API, which can be taken down and brought back on the same port. */
async function startSink() {
  const arrivals = new Map<string, number[]>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        const mail = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          Subject?: string;
          To?: { Email?: string }[];
        };
        const reference = REFERENCE.exec(mail.Subject ?? '')?.[0];
        if (reference && mail.To?.[0]?.Email === COORDINATOR)
          arrivals.set(reference, [...(arrivals.get(reference) ?? []), performance.now()]);
        response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ ID: 'sink' }));
      } catch {
        response.writeHead(400).end();
      }
    });
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
    });
  const port = await listen(0);
  return {
    url: `http://127.0.0.1:${port}`,
    arrivals,
    down: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
    up: () => listen(port),
  };
}

export async function notificationTest(
  port: number,
  options: { requests?: number; downSeconds?: number; waitSeconds?: number } = {},
): Promise<NotificationResult> {
  const total = options.requests ?? 200;
  const downSeconds = options.downSeconds ?? 30;
  const sink = await startSink();
  const site = `http://localhost:${port}`;
  const served = await serveBuild({
    port,
    rateLimit: 100_000,
    vars: { SITE_URL: site, LOCAL_INBOX_URL: sink.url, COORDINATOR_EMAILS: COORDINATOR, MAIL_TRANSPORT: 'local-inbox' },
  });
  try {
    const answered = new Map<string, number>();
    const answerUp: number[] = [];
    const answerDown: number[] = [];
    let down = false;
    let sentWhileDown = 0;
    const send = async (index: number) => {
      const started = performance.now();
      const whileDown = down;
      if (whileDown) sentWhileDown += 1;
      try {
        const response = await fetch(`${site}/book`, {
          method: 'POST',
          headers: { Origin: site, Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            name: 'Mail Test',
            phone: '9876543210',
            language: 'hi',
            timeWindow: 'any',
            token: `mail-${Date.now()}-${index}`,
          }).toString(),
          signal: AbortSignal.timeout(20_000),
        });
        const reply = (await response.json()) as { ok?: boolean; reference?: string };
        const at = performance.now();
        (whileDown ? answerDown : answerUp).push(at - started);
        if (reply.ok && reply.reference) answered.set(reply.reference, at);
      } catch {
        // Not acknowledged: the visitor was told nothing was stored, so no mail is owed.
      }
    };
    // A third while the transport is up, a third while it is down, a third after it is back; ten at a time.
    const third = Math.ceil(total / 3);
    const wave = async (from: number, to: number) => {
      for (let start = from; start < to; start += 10)
        await Promise.all(Array.from({ length: Math.min(10, to - start) }, (_, offset) => send(start + offset)));
    };
    await wave(0, third);
    await sink.down();
    down = true;
    const downSince = performance.now();
    await wave(third, 2 * third);
    const left = downSeconds * 1000 - (performance.now() - downSince);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
    await sink.up();
    down = false;
    await wave(2 * third, total);

    // Until every acknowledged request has its mail, or the wait runs out (the back-off reaches 10 minutes between
    // tries only after about 16 minutes down, so a 30 s outage clears within a couple of minutes).
    const deadline = performance.now() + (options.waitSeconds ?? 300) * 1000;
    while (performance.now() < deadline && [...answered.keys()].some((reference) => !sink.arrivals.has(reference)))
      await new Promise((resolve) => setTimeout(resolve, 250));
    // A little longer, so a late duplicate would be seen.
    await new Promise((resolve) => setTimeout(resolve, 3000));

    const delays: number[] = [];
    let lost = 0;
    let duplicated = 0;
    for (const [reference, at] of answered) {
      const arrivals = sink.arrivals.get(reference);
      if (!arrivals) lost += 1;
      else {
        delays.push((arrivals[0] ?? at) - at);
        if (arrivals.length > 1) duplicated += 1;
      }
    }
    return {
      sent: total,
      acknowledged: answered.size,
      sentWhileDown,
      delivered: answered.size - lost,
      lost,
      duplicated,
      p50: Math.round(percentile(delays, 50)),
      p99: Math.round(percentile(delays, 99)),
      max: Math.round(Math.max(0, ...delays)),
      answerP99Up: Math.round(percentile(answerUp, 99)),
      answerP99Down: Math.round(percentile(answerDown, 99)),
      downSeconds,
    };
  } finally {
    await served.dispose();
    await sink.down().catch(() => undefined);
  }
}

/** One line for the reliability report. */
export function notificationSummary(result: NotificationResult): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  return (
    `Notifications: ${result.sent} requests, ${result.acknowledged} acknowledged (${result.sentWhileDown} while the ` +
    `mail transport was down for ${result.downSeconds} s); ${result.delivered} coordinator mails, ${result.lost} lost ` +
    `(must be 0), ${result.duplicated} sent twice (must be 0). Request to mail: p50 ${seconds(result.p50)}, ` +
    `p99 ${seconds(result.p99)}, max ${seconds(result.max)}. The visitor's answer, p99: ${result.answerP99Up} ms with ` +
    `mail up, ${result.answerP99Down} ms with it down.`
  );
}
