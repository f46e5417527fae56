// The patients' files (issue 44, decision 0033): a file added through the appointment page's form is streamed to R2
// and served only to its patient (by the key) and the appointment's doctor; another patient, another doctor, an admin
// and an anonymous visitor each get the same 404 with nothing of the file; every view and download is in the access
// log; an oversized body is refused before it is read, a program named .pdf by its first bytes, and a photo's GPS
// tags are gone from what is stored.
import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { FILE_LIMITS, heicLocationRemover, jpegLocationRemover } from '../../src/intake';
import { INTAKE_COPY_EN } from '../../src/patient/intake/copy.en';
import { INTAKE_COPY_HI } from '../../src/patient/intake/copy.hi';
import { testDoctor } from './appointment-support';
import { createAccount, signIn, signInWith, SITE } from './auth-helpers';
import {
  accessRows,
  type Booked,
  booked,
  db,
  filesOfAppointment,
  heicWithGps,
  jpegWithGps,
  LATITUDE,
  pdf,
  pngCrcsHold,
  pngWithGps,
  program,
  storedBytes,
  upload,
} from './intake-support';

const get = (path: string, cookie?: string) =>
  SELF.fetch(`${SITE}${path}`, { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} });

describe('adding a file', () => {
  it('stores a PDF in R2 with its label and note, and lists it on the appointment page', async () => {
    const doctor = await testDoctor();
    const appointment = await booked(doctor);
    const bytes = pdf();
    const response = await upload(appointment, { name: 'sugar-march.pdf', bytes });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toContain(`/appointments/${appointment.reference}?key=`);
    const [row] = await filesOfAppointment(appointment.id);
    expect(row).toMatchObject({
      name: 'sugar-march.pdf',
      label: 'report',
      note: 'HbA1c, March',
      content_type: 'application/pdf',
      size: bytes.length,
      state: 'stored',
    });
    expect(await storedBytes(row?.id ?? 0)).toEqual(bytes);
    const page = await get(`/appointments/${appointment.reference}?key=${appointment.key}`);
    const html = await page.text();
    expect(html).toContain('sugar-march.pdf');
    expect(html).toContain(INTAKE_COPY_EN.heading);
    const audit = await db
      .prepare("SELECT detail FROM audit_log WHERE action = 'file-upload' AND reference = ?1")
      .bind(appointment.reference)
      .first<{ detail: string }>();
    expect(audit?.detail).toContain(`${bytes.length} bytes`);
  });

  it('refuses a program renamed .pdf by its first bytes, with words that say so, and stores nothing', async () => {
    const appointment = await booked(await testDoctor());
    const response = await upload(appointment, { name: 'report.pdf', bytes: program() });
    expect(response.status).toBe(415);
    expect(await response.text()).toContain(INTAKE_COPY_EN.refusals.program.slice(0, 40));
    expect(await filesOfAppointment(appointment.id)).toEqual([]);
    const hindi = await upload(
      appointment,
      { name: 'report.pdf', bytes: program() },
      {},
      { 'X-Upload-Progress': '1' },
      'hi',
    );
    expect(hindi.status).toBe(415);
    expect(await hindi.text()).toBe(INTAKE_COPY_HI.refusals.program);
  });

  it('refuses a 15 MB body by its length before reading it: 413 with the limit in words', async () => {
    const appointment = await booked(await testDoctor());
    const total = 15 * 1024 * 1024;
    const chunk = new Uint8Array(64 * 1024);
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled * chunk.length >= total) return controller.close();
        pulled++;
        controller.enqueue(chunk);
      },
    });
    const response = await SELF.fetch(`${SITE}/appointments/${appointment.reference}/files`, {
      method: 'POST',
      body,
      // @ts-expect-error: workerd's fetch takes a stream body with its declared length
      duplex: 'half',
      headers: {
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': String(total),
        Origin: SITE,
        'X-Upload-Progress': '1',
      },
    });
    expect(response.status).toBe(413);
    expect(await response.text()).toBe(INTAKE_COPY_EN.refusals.tooLarge('10 MB'));
    // Of 240 chunks, only what the runtime buffers ahead was pulled: the Worker read none of it.
    expect(pulled).toBeLessThan(8);
    expect(await filesOfAppointment(appointment.id)).toEqual([]);
  });

  it('refuses a file just over 10 MB whose form fits the allowance, before storing a byte', async () => {
    const appointment = await booked(await testDoctor());
    const bytes = new Uint8Array(FILE_LIMITS.maxBytes + 1);
    bytes.set(pdf());
    const response = await upload(appointment, { name: 'big.pdf', bytes });
    expect(response.status).toBe(413);
    expect(await filesOfAppointment(appointment.id)).toEqual([]);
  });

  it('refuses a body with no length (411), and one that runs past the length it gave is not stored', async () => {
    const appointment = await booked(await testDoctor());
    const response = await SELF.fetch(`${SITE}/appointments/${appointment.reference}/files`, {
      method: 'POST',
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new Uint8Array(1024));
          controller.close();
        },
      }),
      // @ts-expect-error: a stream body
      duplex: 'half',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x', Origin: SITE, 'X-Upload-Progress': '1' },
    });
    expect(response.status).toBe(411);
    expect(await filesOfAppointment(appointment.id)).toEqual([]);
  });

  it('overwrites the GPS tags of a photo and keeps its length and its image bytes', async () => {
    const appointment = await booked(await testDoctor());
    const { bytes, gpsAt, latitudeAt } = jpegWithGps();
    const response = await upload(appointment, { name: 'IMG_2031.jpg', bytes }, { label: 'photo' });
    expect(response.status).toBe(303);
    const [row] = await filesOfAppointment(appointment.id);
    expect(row).toMatchObject({ content_type: 'image/jpeg', size: bytes.length, label: 'photo' });
    const stored = (await storedBytes(row?.id ?? 0)) as Uint8Array;
    expect(stored.length).toBe(bytes.length);
    // The GPS IFD holds no entry, and the latitude's rationals are zeros.
    expect(new DataView(stored.buffer).getUint16(gpsAt)).toBe(0);
    expect([...stored.subarray(latitudeAt, latitudeAt + 24)].every((byte) => byte === 0)).toBe(true);
    expect([...bytes.subarray(latitudeAt, latitudeAt + 4)]).toEqual([0, 0, 0, LATITUDE[0]]);
    // The orientation and the image data are as sent.
    expect(stored.subarray(latitudeAt + 24)).toEqual(bytes.subarray(latitudeAt + 24));
    expect(stored.subarray(0, gpsAt)).toEqual(bytes.subarray(0, gpsAt));
  });

  it("overwrites a PNG's Exif GPS and its XMP, with each chunk's CRC made again and the length kept", async () => {
    const appointment = await booked(await testDoctor());
    const { bytes, exifAt, xmpAt } = pngWithGps();
    expect(pngCrcsHold(bytes)).toBe(true);
    expect(new TextDecoder().decode(bytes)).toContain('GPSLatitude');
    expect((await upload(appointment, { name: 'scan.png', bytes }, { label: 'scan' })).status).toBe(303);
    const [row] = await filesOfAppointment(appointment.id);
    const stored = (await storedBytes(row?.id ?? 0)) as Uint8Array;
    expect(row?.content_type).toBe('image/png');
    expect(stored.length).toBe(bytes.length);
    expect(pngCrcsHold(stored)).toBe(true);
    // The GPS IFD (at 38 in the TIFF) holds no entry; the XMP text is gone; the image data is as sent.
    expect(new DataView(stored.buffer).getUint16(exifAt + 38)).toBe(0);
    expect(new DataView(bytes.buffer).getUint16(exifAt + 38)).toBe(2);
    expect(new TextDecoder().decode(stored)).not.toContain('GPSLatitude');
    expect(stored.subarray(xmpAt + 200)).toEqual(bytes.subarray(xmpAt + 200));
  });

  it("overwrites a HEIC photo's Exif GPS where its meta box says the Exif item is, whatever the chunks", async () => {
    const appointment = await booked(await testDoctor());
    const { bytes, gpsAt, latitudeAt } = heicWithGps();
    expect(new DataView(bytes.buffer).getUint16(gpsAt)).toBe(2);
    expect((await upload(appointment, { name: 'IMG_0042.HEIC', bytes }, { label: 'photo' })).status).toBe(303);
    const [row] = await filesOfAppointment(appointment.id);
    expect(row?.content_type).toBe('image/heic');
    const stored = (await storedBytes(row?.id ?? 0)) as Uint8Array;
    expect(stored.length).toBe(bytes.length);
    expect(new DataView(stored.buffer).getUint16(gpsAt)).toBe(0);
    expect([...stored.subarray(latitudeAt, latitudeAt + 24)].every((byte) => byte === 0)).toBe(true);
    expect(stored.subarray(0, gpsAt)).toEqual(bytes.subarray(0, gpsAt));
    for (const size of [1, 7, 100, 4096]) {
      const source = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let at = 0; at < bytes.length; at += size) controller.enqueue(bytes.slice(at, at + size));
          controller.close();
        },
      });
      const out = new Uint8Array(await new Response(source.pipeThrough(heicLocationRemover())).arrayBuffer());
      expect(out).toEqual(stored);
    }
  });

  it('clears the GPS IFD however the photo is split across chunks', async () => {
    const { bytes, gpsAt } = jpegWithGps(64);
    const run = async (size: number) => {
      const source = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let at = 0; at < bytes.length; at += size) controller.enqueue(bytes.slice(at, at + size));
          controller.close();
        },
      });
      return new Uint8Array(await new Response(source.pipeThrough(jpegLocationRemover())).arrayBuffer());
    };
    const whole = await run(bytes.length);
    expect(new DataView(whole.buffer).getUint16(gpsAt)).toBe(0);
    for (const size of [1, 2, 3, 5, 7, 13, 64]) expect(await run(size)).toEqual(whole);
  });

  it('holds at most 20 files an appointment', async () => {
    const appointment = await booked(await testDoctor());
    for (let index = 0; index < FILE_LIMITS.maxFiles; index++)
      expect((await upload(appointment, { name: `page-${index}.pdf`, bytes: pdf(String(index)) })).status).toBe(303);
    const over = await upload(appointment, { name: 'one-more.pdf', bytes: pdf() }, {}, { 'X-Upload-Progress': '1' });
    expect(over.status).toBe(409);
    expect(await over.text()).toBe(INTAKE_COPY_EN.refusals.tooMany(20));
  });
});

describe('who sees a file', () => {
  let appointment: Booked;
  let other: Booked;
  let fileId: number;
  let doctorCookie: string;
  let otherDoctorCookie: string;
  let doctorAccount: string;

  beforeAll(async () => {
    const account = await createAccount('doctor');
    doctorAccount = account.id;
    const doctor = await testDoctor(undefined, { name: 'Dr Kavya Rao', accountId: account.id });
    doctorCookie = await signInWith(account.email, account.password);
    const otherAccount = await createAccount('doctor');
    const otherDoctor = await testDoctor(undefined, { name: 'Dr Imran Shah', accountId: otherAccount.id });
    otherDoctorCookie = await signInWith(otherAccount.email, otherAccount.password);
    appointment = await booked(doctor);
    other = await booked(otherDoctor, { phone: '+919812300099' });
    await upload(appointment, { name: 'discharge-summary.pdf', bytes: pdf('SECRET-DISCHARGE-TEXT') });
    fileId = (await filesOfAppointment(appointment.id))[0]?.id ?? 0;
    expect(fileId).toBeGreaterThan(0);
  });

  const patientPath = (booking: Booked, key: string | null, download = false) =>
    `/appointments/${booking.reference}/files/${fileId}${key === null ? '' : `?key=${key}`}${download ? `${key === null ? '?' : '&'}download=1` : ''}`;
  const doctorPath = (reference: string) => `/doctor/appointments/${reference}/files/${fileId}`;

  async function refused(response: Response) {
    expect(response.status).toBe(404);
    const text = await response.text();
    expect(text).not.toContain('SECRET-DISCHARGE-TEXT');
    expect(text).not.toContain('discharge-summary');
    expect(response.headers.get('Content-Disposition')).toBeNull();
  }

  it('serves the patient their file by the key, no-store and nosniff, and logs the view and the download', async () => {
    const view = await get(patientPath(appointment, appointment.key));
    expect(view.status).toBe(200);
    expect(view.headers.get('Content-Type')).toBe('application/pdf');
    expect(view.headers.get('Cache-Control')).toBe('no-store');
    expect(view.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(view.headers.get('Content-Disposition')).toMatch(/^inline; filename="discharge-summary\.pdf"/);
    expect(await view.text()).toContain('SECRET-DISCHARGE-TEXT');
    const saved = await get(patientPath(appointment, appointment.key, true));
    expect(saved.headers.get('Content-Disposition')).toMatch(/^attachment;/);
    await saved.arrayBuffer();
    expect(await accessRows(appointment.id)).toEqual([
      { file_id: fileId, actor_id: 'patient', actor_role: 'patient', action: 'view' },
      { file_id: fileId, actor_id: 'patient', actor_role: 'patient', action: 'download' },
    ]);
  });

  it("serves the appointment's doctor, logged as theirs", async () => {
    const before = (await accessRows(appointment.id)).length;
    const response = await get(doctorPath(appointment.reference), doctorCookie);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('SECRET-DISCHARGE-TEXT');
    const rows = await accessRows(appointment.id);
    expect(rows.length).toBe(before + 1);
    expect(rows.at(-1)).toEqual({ file_id: fileId, actor_id: doctorAccount, actor_role: 'doctor', action: 'view' });
  });

  it('refuses another patient, another doctor, an admin and an anonymous visitor alike: 404, nothing shown', async () => {
    const before = (await accessRows(appointment.id)).length;
    // Another patient: their own valid key, on this appointment's file (by either reference).
    await refused(await get(patientPath(appointment, other.key)));
    await refused(await get(`/appointments/${other.reference}/files/${fileId}?key=${other.key}`));
    // Another doctor: on this appointment and through their own.
    await refused(await get(doctorPath(appointment.reference), otherDoctorCookie));
    await refused(await get(doctorPath(other.reference), otherDoctorCookie));
    // An admin: no key, and the doctor's address.
    const admin = await signIn('admin', 'admin');
    await refused(await get(patientPath(appointment, null), admin));
    const asAdmin = await get(doctorPath(appointment.reference), admin);
    expect([403, 404]).toContain(asAdmin.status);
    expect(await asAdmin.text()).not.toContain('SECRET-DISCHARGE-TEXT');
    // Anonymous: no key, a wrong key, a download.
    await refused(await get(patientPath(appointment, null)));
    await refused(await get(patientPath(appointment, 'x'.repeat(43))));
    await refused(await get(patientPath(appointment, null, true)));
    expect((await accessRows(appointment.id)).length).toBe(before);
  });
});

describe('removing a file', () => {
  it('removes the file and its object before a record exists', async () => {
    const appointment = await booked(await testDoctor());
    await upload(appointment, { name: 'old.pdf', bytes: pdf() });
    const [row] = await filesOfAppointment(appointment.id);
    const response = await SELF.fetch(`${SITE}/appointments/${appointment.reference}/files/${row?.id}/remove`, {
      method: 'POST',
      body: new URLSearchParams({ key: appointment.key }),
      redirect: 'manual',
      headers: { Origin: SITE },
    });
    expect(response.status).toBe(303);
    expect((await filesOfAppointment(appointment.id))[0]?.state).toBe('deleted');
    expect(await env.FILES.get(row?.r2_key ?? '')).toBeNull();
  });
});
