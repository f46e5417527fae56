// The scale seed's appointments: over the 180 days before `now` and the 14 after, on the slots the app derives from
// each doctor's week (deriveSlots), so no two of a doctor's appointments overlap; busier in the evenings, the future
// filling up as it comes nearer. Some are made from a request (by the coordinator who called it), some picked by the
// patient on the site, some booked by a coordinator on the phone. Each has the history the app would have written,
// a status that fits its time, the UPI payment recorded for the paid ones and the refund the rules give when a paid
// one is cancelled.
import { INDIA_OFFSET_MS, indiaDateOf } from '../../shared/india-days.ts';
import type { SeedDoctor, Span } from './scale-doctors.ts';
import type { Coordinator, People, Person } from './scale-people.ts';
import { DAY, HOUR, indiaHour, MINUTE, requestReference, type RequestBook } from './scale-requests.ts';
import { dedupeKeyOf, referenceOf, type Random, type RowWriter, type SqlValue } from './scale-sql.ts';
import type { appModules } from './app-modules.ts';

type App = Awaited<ReturnType<typeof appModules>>;

export interface AuditEvent {
  at: number;
  actorId: string;
  actorEmail: string | null;
  action: string;
  reference: string | null;
  detail: string;
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const weekly = (span: Span) => ({ weekday: span.weekday, start: clock(span.start), end: clock(span.end) });

interface Candidate {
  doctor: SeedDoctor;
  start: number;
  end: number;
  key: number;
}

/** Exactly `count` slots (or all there are), drawn in proportion to how sought-after each is. */
function chooseSlots(
  random: Random,
  app: App,
  doctors: readonly SeedDoctor[],
  count: number,
  now: number,
  daysOff: Map<string, string[]>,
): Candidate[] {
  const first = Math.floor((now + INDIA_OFFSET_MS) / DAY) * DAY - INDIA_OFFSET_MS - 180 * DAY;
  const candidates: Candidate[] = [];
  for (const doctor of doctors) {
    const popularity = 0.6 + random.next() * 0.8;
    const calendar = {
      minutes: doctor.minutes,
      hours: doctor.hours.map(weekly),
      breaks: doctor.breaks.map(weekly),
      daysOff: daysOff.get(doctor.id) ?? [],
    };
    for (const slot of app.deriveSlots(calendar, first, 195)) {
      const ahead = (slot.start - now) / DAY;
      const hour = indiaHour(slot.start);
      const weight =
        popularity *
        (ahead > 0 ? Math.max(0.06, 0.95 - 0.065 * ahead) : 0.85 + (0.3 * (slot.start - first)) / (180 * DAY)) *
        (hour >= 17 ? 1.25 : hour < 11 ? 0.85 : 1);
      // Efraimidis and Spirakis: the `count` largest keys are a weighted sample without replacement.
      candidates.push({ doctor, start: slot.start, end: slot.end, key: Math.log(random.next() || 1e-12) / weight });
    }
  }
  candidates.sort((a, b) => b.key - a.key);
  return candidates.slice(0, count).sort((a, b) => a.start - b.start || a.doctor.id.localeCompare(b.doctor.id));
}

/** Requests a coordinator could book from (call-backs and doctor requests that were called), by call time. */
function bookableRequests(book: RequestBook): Int32Array {
  const indices: number[] = [];
  for (let i = 0; i < book.count; i++) {
    const kind = book.kind[i];
    if ((kind === 'booking' || kind === 'doctor') && !Number.isNaN(book.contactedAt[i] as number)) indices.push(i);
  }
  return Int32Array.from(indices.sort((a, b) => (book.contactedAt[a] as number) - (book.contactedAt[b] as number)));
}

function firstAtOrAfter(sorted: Int32Array, times: Float64Array, t: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((times[sorted[mid] as number] as number) < t) low = mid + 1;
    else high = mid;
  }
  return low;
}

interface Planned {
  id: number;
  slot: Candidate;
  person: Person;
  email: string | null;
  requestReference: string | null;
  createdAt: number;
  creator: Coordinator | null;
  status: string;
  payment: string;
  holdExpiresAt: number | null;
  updatedAt: number;
  mode: string;
  events: { at: number; actor: Coordinator | 'patient' | 'system'; change: string; detail: string }[];
  /** The payments and refunds rows after their appointment_id, with when each was written. */
  paymentRow?: { at: number; values: SqlValue[] };
  refundRow?: { at: number; values: SqlValue[] };
}

export interface AppointmentRows {
  appointments: number;
  audit: AuditEvent[];
}

export async function seedAppointments(
  writer: RowWriter,
  input: {
    random: Random;
    app: App;
    count: number;
    now: number;
    doctors: readonly SeedDoctor[];
    book: RequestBook;
    people: People;
    coordinators: readonly Coordinator[];
  },
): Promise<AppointmentRows> {
  const { random, now, book, coordinators } = input;
  const coordinator = () => random.pick(coordinators);
  /** `t`; or, when it falls after `high` (now, the start), a time drawn after `low`: nothing piles up at a bound. */
  const before = (t: number, low: number, high: number) =>
    t <= high ? t : low + Math.max(0, high - low) * random.next();
  // A week or so of leave for each doctor somewhere in the past half year.
  const daysOff = new Map<string, string[]>();
  for (const doctor of input.doctors) {
    const from = now - random.int(10, 170) * DAY;
    const dates = Array.from({ length: random.int(4, 8) }, (_, day) => indiaDateOf(from + day * DAY));
    daysOff.set(doctor.id, dates);
    for (const date of dates) await writer.add('doctor_days_off', 'doctor_id, date', [doctor.id, date]);
  }
  const slots = chooseSlots(random, input.app, input.doctors, input.count, now, daysOff);
  const bookable = bookableRequests(book);
  const used = new Set<number>();
  const utrs = new Set<string>();
  const utr = () => {
    for (;;) {
      const value = `${random.int(1, 9)}${random.digits(11)}`;
      if (!utrs.has(value)) {
        utrs.add(value);
        return value;
      }
    }
  };
  const planned: Planned[] = [];
  for (const slot of slots) {
    const { start, end } = slot;
    let origin = random.weighted({ request: 40, patient: 35, coordinator: 25 });
    let createdAt =
      start - (origin === 'patient' ? random.logUniform(3 * HOUR, 7 * DAY) : random.logUniform(2 * HOUR, 10 * DAY));
    // A booking for the days ahead was made some time this past week (bookings arrive at a steady rate).
    if (createdAt > now - 5 * MINUTE) createdAt = Math.min(now - 5 * MINUTE - random.next() * 7 * DAY, start - HOUR);
    let person: Person | null = null;
    let requestReferenceOf: string | null = null;
    let creator: Coordinator | null = origin === 'patient' ? null : coordinator();
    if (origin === 'request') {
      const from = firstAtOrAfter(bookable, book.contactedAt, start - 10 * DAY);
      const to = firstAtOrAfter(bookable, book.contactedAt, Math.min(start - 2 * HOUR, now - 5 * MINUTE));
      for (let attempt = 0; attempt < 6 && to > from && person === null; attempt++) {
        const index = bookable[random.int(from, to - 1)] as number;
        if (used.has(index)) continue;
        used.add(index);
        person = book.person[index] as Person;
        requestReferenceOf = requestReference(index + 1);
        const called = book.contactedAt[index] as number;
        createdAt = before(called + random.int(2, 25) * MINUTE, called, now - MINUTE);
        creator = input.coordinators[book.contactedBy[index] as number] as Coordinator;
      }
      if (person === null) origin = 'coordinator';
    }
    if (person === null) {
      const earlier = random.chance(0.3) ? book.person[random.int(0, book.count - 1)] : null;
      person = earlier ?? input.people.make(random.chance(0.3) ? 'hi' : 'en');
    }
    const events: Planned['events'] = [];
    const initial = origin === 'patient' ? 'requested' : 'scheduled';
    events.push({ at: createdAt, actor: creator ?? 'patient', change: 'created', detail: initial });
    let status = initial;
    let payment = 'unpaid';
    let holdExpiresAt: number | null = null;
    let paymentRow: Planned['paymentRow'];
    let refundRow: Planned['refundRow'];
    const move = (at: number, to: string, actor: Planned['events'][number]['actor'], detail?: string) => {
      events.push({ at, actor, change: 'status', detail: detail ?? `${status} → ${to}` });
      status = to;
    };
    const holdEnd = Math.min(createdAt + 2 * HOUR, start);
    // Where it ends up, by its time.
    let final: string;
    if (end <= now) {
      final =
        origin === 'patient' && random.chance(0.09)
          ? 'lapsed'
          : random.weighted({ completed: 84, 'no-show': 6.5, 'cancelled-by-patient': 7.5, 'cancelled-by-provider': 2 });
    } else if (start <= now) final = random.chance(0.85) ? 'in-consultation' : 'confirmed';
    else if (origin === 'patient')
      final = holdEnd > now ? 'requested' : random.weighted({ confirmed: 80, 'cancelled-by-patient': 8, lapsed: 12 });
    else
      final = random.weighted({ confirmed: 55, scheduled: 35, 'cancelled-by-patient': 7, 'cancelled-by-provider': 3 });
    if (final === 'requested') holdExpiresAt = holdEnd;
    else if (final === 'lapsed') move(holdEnd, 'lapsed', 'system');
    else if (final !== 'scheduled') {
      const cancelled = final.startsWith('cancelled');
      const paidChance: Record<string, number> = {
        completed: 0.96,
        'no-show': 0.6,
        'in-consultation': 0.95,
        confirmed: 0.75,
        'cancelled-by-patient': 0.5,
        'cancelled-by-provider': 0.6,
      };
      let cancelAt = Number.NaN;
      if (cancelled) {
        const notice =
          final === 'cancelled-by-provider'
            ? random.logUniform(2 * HOUR, 3 * DAY)
            : random.weighted({ long: 50, mid: 30, short: 20 }) === 'long'
              ? random.logUniform(DAY, 5 * DAY)
              : random.logUniform(HOUR, 24 * HOUR);
        cancelAt = before(start - notice, createdAt, now - MINUTE);
        if (cancelAt <= createdAt + 5 * MINUTE) cancelAt = createdAt + (Math.min(start, now) - createdAt) * 0.6;
      }
      const by = creator ?? coordinator();
      const confirmAt = Math.max(
        createdAt + MINUTE,
        before(
          createdAt + random.logUniform(10 * MINUTE, 12 * HOUR),
          createdAt,
          Math.min(start - 5 * MINUTE, now - MINUTE, Number.isNaN(cancelAt) ? Infinity : cancelAt - MINUTE),
        ),
      );
      // Paid before the start (or the cancellation); a payment that would come, or be recorded, after `now` has not
      // happened yet.
      const limit = Math.min(start - 10 * MINUTE, Number.isNaN(cancelAt) ? Infinity : cancelAt - MINUTE);
      const paidAt = Math.max(
        createdAt + MINUTE,
        before(createdAt + random.logUniform(5 * MINUTE, DAY), createdAt, limit),
      );
      const recordedAt = paidAt + random.int(2, 45) * MINUTE;
      if (random.chance(paidChance[final] ?? 0) && recordedAt <= now) {
        const receipt = referenceOf('RC', planned.length + 1, 0x5a17);
        const upi = utr();
        payment = 'paid';
        events.push({ at: recordedAt, actor: by, change: 'payment', detail: `paid by UPI ${upi}; receipt ${receipt}` });
        paymentRow = {
          at: recordedAt,
          values: [
            receipt,
            slot.doctor.fee,
            upi,
            Math.round(paidAt),
            by.email,
            Math.round(recordedAt),
            JSON.stringify({
              name: slot.doctor.name,
              qualifications: slot.doctor.qualifications,
              registrationNumber: slot.doctor.registrationNumber,
              council: slot.doctor.council,
              wordsHi: {
                name: slot.doctor.nameHi,
                specialization: slot.doctor.specializationHi,
                qualifications: slot.doctor.qualificationsHi,
                council: slot.doctor.councilHi,
              },
            }),
          ],
        };
      }
      if (!cancelled || random.chance(0.6)) move(confirmAt, 'confirmed', by);
      if (cancelled) {
        const who = final === 'cancelled-by-patient' ? 'patient' : 'provider';
        const refund =
          payment === 'paid'
            ? input.app.consultationRefund({ paid: slot.doctor.fee, startsAt: start, cancelledAt: cancelAt, by: who })
            : null;
        const actor = who === 'patient' && random.chance(0.5) ? 'patient' : by;
        const text = refund ? `${status} → ${final}; refund ${refund.percent}% (${refund.ruleId})` : undefined;
        move(cancelAt, final, actor, text);
        if (refund && refund.amount > 0) {
          payment = 'refund-due';
          const paidBack = cancelAt + random.logUniform(3 * DAY, 5 * DAY);
          const done = paidBack < now && random.chance(0.9);
          const refundUpi = done ? utr() : null;
          if (done) {
            payment = 'refunded';
            events.push({ at: paidBack, actor: by, change: 'refund', detail: `refund paid by UPI ${refundUpi}` });
          }
          refundRow = {
            at: cancelAt,
            values: [
              refund.amount,
              refund.ruleId,
              refund.percent,
              done ? 'paid' : 'due',
              Math.round(cancelAt),
              typeof actor === 'string' ? 'patient' : actor.email,
              refundUpi,
              done ? Math.round(paidBack) : null,
              done ? by.email : null,
            ],
          };
        }
      } else if (final !== 'confirmed') {
        const startedAt = before(start + random.int(0, 6) * MINUTE, start, now);
        if (final === 'no-show') move(before(start + random.int(10, 20) * MINUTE, start, now), 'no-show', by);
        else {
          move(startedAt, 'in-consultation', by);
          if (final === 'completed') move(before(end + random.int(-3, 8) * MINUTE, startedAt, now), 'completed', by);
        }
      }
    }
    events.sort((a, b) => a.at - b.at);
    planned.push({
      id: 0,
      slot,
      person,
      email: requestReferenceOf || random.chance(0.6) ? person.email : null,
      requestReference: requestReferenceOf,
      createdAt,
      creator,
      status,
      payment,
      holdExpiresAt,
      updatedAt: (events[events.length - 1] as { at: number }).at,
      mode: random.chance(0.7) ? 'video' : 'audio',
      events,
      paymentRow,
      refundRow,
    });
  }
  // Ids in the order they were booked, as the app would have given them.
  planned.sort((a, b) => a.createdAt - b.createdAt || a.slot.start - b.slot.start);
  planned.forEach((item, index) => {
    item.id = index + 1;
  });
  return { appointments: planned.length, audit: await writePlanned(writer, planned, now) };
}

async function writePlanned(writer: RowWriter, planned: readonly Planned[], now: number): Promise<AuditEvent[]> {
  const audit: AuditEvent[] = [];
  const history: { id: number; at: number; actor: string; change: string; detail: string }[] = [];
  // Latest start first: the trigger that refuses an overlapping booking reads the doctor's appointments that start
  // before the new one ends, which are then not yet written (the other way round it reads them all, every time).
  const latestFirst = [...planned].sort((a, b) => b.slot.start - a.slot.start || a.id - b.id);
  for (const item of latestFirst) {
    const { slot, person } = item;
    const reference = referenceOf('AP', item.id, 0x3c4d5e);
    await writer.add(
      'appointments',
      `id, reference, doctor_id, starts_at, ends_at, mode, fee, patient_name, patient_phone, patient_email,
        request_reference, locale, status, payment, hold_expires_at, dedupe_key, created_at, updated_at`,
      [
        item.id,
        reference,
        slot.doctor.id,
        slot.start,
        slot.end,
        item.mode,
        slot.doctor.fee,
        person.name,
        person.phone,
        item.email,
        item.requestReference,
        person.locale,
        item.status,
        item.payment,
        item.holdExpiresAt === null ? null : Math.round(item.holdExpiresAt),
        dedupeKeyOf('appointment', now, item.id),
        Math.round(item.createdAt),
        Math.round(item.updatedAt),
      ],
    );
    for (const event of item.events) {
      const actor = typeof event.actor === 'string' ? event.actor : event.actor.email;
      history.push({ id: item.id, at: Math.round(event.at), actor, change: event.change, detail: event.detail });
      audit.push({
        at: Math.round(event.at),
        actorId: typeof event.actor === 'string' ? event.actor : event.actor.id,
        actorEmail: typeof event.actor === 'string' ? null : event.actor.email,
        action: event.change === 'payment' ? 'payment' : event.change === 'refund' ? 'refund' : 'appointment',
        reference,
        detail: event.change === 'created' ? `created (${event.detail})` : event.detail,
      });
    }
  }
  const byTime = (kind: 'paymentRow' | 'refundRow') =>
    planned
      .flatMap((item) => (item[kind] ? [{ id: item.id, ...(item[kind] as { at: number; values: SqlValue[] }) }] : []))
      .sort((a, b) => a.at - b.at || a.id - b.id);
  for (const row of byTime('paymentRow'))
    await writer.add(
      'payments',
      'appointment_id, receipt_number, amount, upi_reference, paid_at, recorded_by, recorded_at, doctor_snapshot',
      [row.id, ...row.values],
    );
  for (const row of byTime('refundRow'))
    await writer.add(
      'refunds',
      'appointment_id, amount, rule_id, percent, status, created_at, created_by, upi_reference, paid_at, paid_by',
      [row.id, ...row.values],
    );
  history.sort((a, b) => a.at - b.at || a.id - b.id);
  for (const row of history)
    await writer.add('appointment_history', 'appointment_id, at, actor, change, detail', [
      row.id,
      row.at,
      row.actor,
      row.change,
      row.detail,
    ]);
  return audit;
}
