// The phone phase of `npm run reliability`: patients book with only a mobile through the pick-a-time form of a site
// served as `npm start` serves it, a coordinator confirms every third booking in the admin, and the messages go to the
// phone stand-in (phone-server/) on a port of its own. Three rounds: everything up; WhatsApp down (the stand-in's
// WhatsApp endpoint answers 503) for bookings that agreed to WhatsApp, so the SMS must arrive; and both providers down
// for a while, then up, so every message must arrive once afterwards. The queue's real back-off is what is measured:
// nothing is shortened for the run (Miniflare's local queue keeps each retry's delay as Cloudflare's does).
// Per round: the messages written (one per booking and event, whatever its channels), those the stand-in received
// (matched by the provider's message id the row recorded), lost, doubled (more than one message to the booking's
// number for one event, or a message the site has no row for), and the time from the row's writing to its arrival.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startAuthServer } from '../../auth-server/server.ts';
import { startPhoneServer, type PhoneMessageRecord } from '../../phone-server/server.ts';
import { serveBuild } from '../serve.ts';
import { authAdminApi, signInCookies } from './local-session.ts';
import { percentile } from './stats.ts';

export interface PhonePorts {
  site: number;
  auth: number;
  inbox: number;
  phone: number;
}

export interface PhoneRound {
  name: string;
  bookings: number;
  /** Bookings whose form had the WhatsApp box ticked. */
  whatsapp: number;
  confirmed: number;
  /** Messages written: one per (booking, event), whichever channel carried it. */
  sent: number;
  /** Of those, received by the stand-in (the row's provider id among the stand-in's messages). */
  delivered: number;
  bySms: number;
  byWhatsApp: number;
  /** Written but not received when the wait ended: must be 0. */
  lost: number;
  /** Received more than once for one (booking, event), or received with no row naming it: must be 0. */
  doubled: number;
  /** Ms from the event's first row to the stand-in's receipt. */
  p50: number;
  p99: number;
  /** Bookings the form did not take (each must answer 303). */
  refused: number;
  /** Every message must have come by SMS (WhatsApp was down throughout). */
  smsOnly: boolean;
  note: string;
}

export interface PhoneResult {
  rounds: PhoneRound[];
  outageSeconds: number;
}

const DOCTOR = 'reliability-phone-doctor';
const PASSWORD = 'phone-check-password';

/** A name part for patient n (names take no digits). */
const lettersOf = (n: number) =>
  String.fromCharCode(65 + (Math.floor(n / 26) % 26)) + String.fromCharCode(97 + (n % 26));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface PhoneRow {
  reference: string;
  event: string;
  channel: string;
  state: string;
  created_at: number;
  provider_id: string | null;
}

export async function phoneTest(
  ports: PhonePorts,
  options: { bookings?: number; outageSeconds?: number } = {},
): Promise<PhoneResult> {
  const count = options.bookings ?? 30;
  const outageSeconds = options.outageSeconds ?? 300;
  const site = `http://localhost:${ports.site}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'reliability-phone-'));
  const phone = await startPhoneServer({ port: ports.phone, siteUrl: site, quiet: true });
  const auth = await startAuthServer({ apiPort: ports.auth, inboxPort: ports.inbox, dataDir, quiet: true });
  const served = await serveBuild({
    port: ports.site,
    rateLimit: 100_000,
    vars: {
      SITE_URL: site,
      SUPABASE_URL: auth.apiUrl,
      SUPABASE_PUBLISHABLE_KEY: auth.publishableKey,
      SUPABASE_SERVICE_ROLE_KEY: auth.serviceRoleKey,
      LOCAL_INBOX_URL: auth.inboxUrl.replace('localhost', '127.0.0.1'),
      PHONE_CHANNELS: 'whatsapp,sms',
      WHATSAPP_API_URL: phone.url,
      SMS_API_URL: phone.url,
    },
  });
  // Cloudflare runs the five-minute cron at every fifth minute of the clock; the local server runs no cron, so the
  // run does, at the same times (the outbox sweep hands waiting phone rows over once their channel works again).
  const worker = await served.miniflare.getWorker();
  let ticker: ReturnType<typeof setTimeout> | undefined;
  const tick = () => {
    ticker = setTimeout(
      async () => {
        try {
          await worker.scheduled({ cron: '*/5 * * * *', scheduledTime: new Date() });
        } catch (error) {
          console.error('reliability: the five-minute cron failed', error);
        }
        tick();
      },
      300_000 - (Date.now() % 300_000),
    );
  };
  tick();
  try {
    const db = await served.miniflare.getD1Database('DB');
    await db.batch([
      db
        .prepare(
          `INSERT INTO doctors (id, name, specialization, department, qualifications, registration_number, council,
             languages, fee, minutes, active, sample, updated_at)
           VALUES (?1, 'Dr. Phone Test', 'General Physician', 'general-physician', 'MBBS', 'TEST-0002',
             'Tamil Nadu Medical Council', '["en","hi"]', 49900, 15, 1, 0, ?2)`,
        )
        .bind(DOCTOR, Date.now()),
      ...[0, 1, 2, 3, 4, 5, 6].map((weekday) =>
        db
          .prepare(
            "INSERT INTO doctor_week (doctor_id, kind, weekday, start_minute, end_minute) VALUES (?1, 'hours', ?2, 0, 1440)",
          )
          .bind(DOCTOR, weekday),
      ),
    ]);
    const page = await (await fetch(`${site}/doctors/${DOCTOR}/book`)).text();
    const slots = [...new Set([...page.matchAll(/name="slot"[^>]*value="(\d+)"/g)].map((match) => match[1] ?? ''))]
      // Leave the first slots alone: they may pass while the run goes on.
      .slice(8);
    if (slots.length < 3 * count)
      throw new Error(`the pick-a-time page offered ${slots.length} slots, not ${3 * count}`);

    const admin = authAdminApi(auth);
    const adminEmail = `coordinator-${Date.now()}@phone.example`;
    await admin('/users', 'POST', {
      email: adminEmail,
      password: PASSWORD,
      email_confirm: true,
      app_metadata: { role: 'admin' },
      user_metadata: { full_name: 'Phone Coordinator' },
    });
    const adminCookie = await signInCookies(site, adminEmail, PASSWORD);
    const post = (pathname: string, fields: Record<string, string>, cookie = '') =>
      fetch(`${site}${pathname}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { Origin: site, 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie },
        body: new URLSearchParams(fields).toString(),
        signal: AbortSignal.timeout(30_000),
      });

    /** Books `count` appointments, five at a time; every third is confirmed. Number → reference. */
    const bookRound = async (round: number, whatsapp: (index: number) => boolean) => {
      const numbers = new Map<string, string>();
      let refused = 0;
      let confirmed = 0;
      let agreed = 0;
      const one = async (index: number) => {
        const digits = `97${round}${String(index).padStart(7, '0')}`;
        const agrees = whatsapp(index);
        if (agrees) agreed += 1;
        const response = await post(`/doctors/${DOCTOR}/book`, {
          slot: slots[round * count + index] ?? '',
          mode: 'video',
          name: `Patient ${lettersOf(round * count + index)}`,
          phone: digits,
          email: '',
          ...(agrees ? { whatsapp: 'on' } : {}),
          token: `reliability-phone-${round}-${index}`,
        });
        await response.arrayBuffer();
        const reference = /AP-[0-9A-Z]{6}/.exec(response.headers.get('Location') ?? '')?.[0];
        if (response.status !== 303 || !reference) {
          refused += 1;
          return;
        }
        numbers.set(`+91${digits}`, reference);
        if (index % 3 === 0) {
          const answer = await post(`/admin/appointments/${reference}/confirm`, {}, adminCookie);
          await answer.arrayBuffer();
          if (answer.status < 400) confirmed += 1;
        }
      };
      for (let start = 0; start < count; start += 5)
        await Promise.all(Array.from({ length: Math.min(5, count - start) }, (_, offset) => one(start + offset)));
      return { numbers, refused, confirmed, agreed };
    };

    const rowsOf = async (references: string[]) => {
      if (references.length === 0) return [];
      const { results } = await db
        .prepare(
          `SELECT reference, event, channel, state, created_at, provider_id FROM notifications
           WHERE channel <> 'email' AND reference IN (SELECT value FROM json_each(?1))`,
        )
        .bind(JSON.stringify(references))
        .all<PhoneRow>();
      return results;
    };

    /** Each (reference, event)'s rows, and the stand-in's message that carried it, if any. */
    const tally = async (numbers: Map<string, string>) => {
      const rows = await rowsOf([...numbers.values()]);
      const received = new Map<string, PhoneMessageRecord>();
      for (const to of numbers.keys()) for (const message of phone.messages(to)) received.set(message.id, message);
      const pairs = new Map<string, PhoneRow[]>();
      for (const row of rows)
        pairs.set(`${row.reference} ${row.event}`, [...(pairs.get(`${row.reference} ${row.event}`) ?? []), row]);
      return { rows, received, pairs };
    };

    const measure = async (
      name: string,
      booked: Awaited<ReturnType<typeof bookRound>>,
      waitSeconds: number,
      note: string,
      smsOnly = false,
    ): Promise<PhoneRound> => {
      const done = async () => {
        const { pairs, received } = await tally(booked.numbers);
        return (
          pairs.size > 0 &&
          [...pairs.values()].every((rows) => rows.some((row) => row.provider_id && received.has(row.provider_id)))
        );
      };
      const deadline = performance.now() + waitSeconds * 1000;
      while (performance.now() < deadline && !(await done())) await sleep(500);
      // A little longer, so a late second copy would be seen.
      await sleep(5000);
      const { rows, received, pairs } = await tally(booked.numbers);
      const latencies: number[] = [];
      let delivered = 0;
      let bySms = 0;
      let byWhatsApp = 0;
      for (const pairRows of pairs.values()) {
        const carried = pairRows
          .map((row) => (row.provider_id ? received.get(row.provider_id) : undefined))
          .find((message) => message !== undefined);
        if (!carried) continue;
        delivered += 1;
        if (carried.channel === 'sms') bySms += 1;
        else byWhatsApp += 1;
        latencies.push(carried.at - Math.min(...pairRows.map((row) => row.created_at)));
      }
      const known = new Set(rows.map((row) => row.provider_id).filter(Boolean));
      let doubled = 0;
      for (const to of booked.numbers.keys()) {
        const messages = phone.messages(to);
        doubled += messages.length - new Set(messages.map((message) => message.event)).size;
        doubled += messages.filter((message) => !known.has(message.id)).length;
      }
      return {
        name,
        bookings: booked.numbers.size + booked.refused,
        whatsapp: booked.agreed,
        confirmed: booked.confirmed,
        sent: pairs.size,
        delivered,
        bySms,
        byWhatsApp,
        lost: pairs.size - delivered,
        doubled,
        p50: Math.round(percentile(latencies, 50)),
        p99: Math.round(percentile(latencies, 99)),
        refused: booked.refused,
        smsOnly,
        note,
      };
    };

    const rounds: PhoneRound[] = [];
    // 1. Everything up: half the patients agree to WhatsApp.
    rounds.push(await measure('all up', await bookRound(0, (i) => i % 2 === 0), 120, 'half agreed to WhatsApp'));

    // 2. WhatsApp down, every patient agreed to it: each message must come by SMS after the second failed try.
    phone.setOutage('whatsapp', true);
    const whatsappDown = await bookRound(1, () => true);
    rounds.push(await measure('WhatsApp down', whatsappDown, 180, 'all agreed to WhatsApp; it answers 503', true));
    phone.setOutage('whatsapp', false);

    // 3. Both down for the outage, then up: every message must arrive once afterwards.
    phone.setOutage('whatsapp', true);
    phone.setOutage('sms', true);
    const downSince = performance.now();
    const bothDown = await bookRound(2, (i) => i % 2 === 0);
    await sleep(Math.max(0, outageSeconds * 1000 - (performance.now() - downSince)));
    phone.setOutage('whatsapp', false);
    phone.setOutage('sms', false);
    // The back-off doubles, so the next try after the outage comes at most about as long again later (10 min at most).
    rounds.push(
      await measure(
        `both down ${outageSeconds} s`,
        bothDown,
        Math.min(outageSeconds, 600) + 120,
        'half agreed to WhatsApp; both answer 503, then up',
      ),
    );
    return { rounds, outageSeconds };
  } finally {
    clearTimeout(ticker);
    await served.dispose();
    await auth.close();
    await phone.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The round's table, one line per round. */
export function phoneSummary(result: PhoneResult): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const header = [
    'round',
    'bookings',
    'confirmed',
    'sent',
    'delivered',
    'SMS',
    'WhatsApp',
    'lost',
    'doubled',
    'p50',
    'p99',
  ];
  const lines = result.rounds.map((round) => [
    round.name,
    `${round.bookings} (${round.whatsapp} WA)`,
    String(round.confirmed),
    String(round.sent),
    String(round.delivered),
    String(round.bySms),
    String(round.byWhatsApp),
    String(round.lost),
    String(round.doubled),
    seconds(round.p50),
    seconds(round.p99),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)),
  );
  const row = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [
    'Phone messages (bookings with only a mobile; every third confirmed by a coordinator):',
    row(header),
    row(widths.map((width) => '-'.repeat(width))),
    ...lines.map(row),
    ...result.rounds
      .filter((round) => round.refused > 0)
      .map((round) => `${round.name}: ${round.refused} bookings refused`),
    'sent = messages written (one per booking and event); lost and doubled must be 0, and with WhatsApp down every',
    'message must come by SMS; latency from the first row of the message to the stand-in receiving it.',
  ].join('\n');
}

/** The phase passes when every message written arrived exactly once and every booking was taken. */
export function phoneHeld(result: PhoneResult): boolean {
  return result.rounds.every(
    (round) =>
      round.lost === 0 &&
      round.doubled === 0 &&
      round.refused === 0 &&
      round.sent > 0 &&
      (!round.smsOnly || round.bySms === round.sent),
  );
}
