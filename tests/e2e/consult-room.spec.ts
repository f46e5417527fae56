// The consultation room end to end (issue 42), on Chromium's fake camera and microphone: a patient at 360 px with touch
// (by the appointment's key) and the doctor at 1280 px (signed in) join; each sees the other's video playing (frames
// decoded growing) within 10 seconds; they chat both ways in English and Hindi; with the patient's network held to
// about 150 kbit/s the patient's video goes off while audio keeps arriving at the doctor, and comes back when it is
// lifted; a closed tab rejoins; a third person (an admin, someone without the key) is refused.
//
// The weak network: Chromium's DevTools network emulation does not shape WebRTC's UDP media, so the spec caps what
// the room's adaptation measures (window.__careRoomNetworkCap, read with getStats' available bitrate in
// client/consult/call.ts); the adaptation then lowers and stops the real video encoding, which the doctor's
// statistics show. The numbers are written to the test's output (consult-room-numbers.json).
import type { Browser, Page } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { APPOINTMENT_COPY_EN } from '../../src/patient/copy.en';
import { ROOM_EN } from '../../src/room/copy.en';
import { EN_ISLAND_WORDS } from '../../shared/i18n/en/islands';
import { CHROMIUM_ARGS, findChromium } from '../support/chromium';
import { signInAsAdmin, uniqueEmail } from './auth-support';
import { addRoundTheClockDoctor, linkedDoctorAccount } from './doctor-support';
import { expect, expectNoAxeViolations, test } from './fixtures';

declare global {
  interface Window {
    /** The room's test hooks (client/consult/call.ts). */
    __careRoomNetworkCap?: number | null;
    __careRoomPeer?: RTCPeerConnection | null;
  }
}

test.use({
  launchOptions: {
    executablePath: findChromium({ headlessShell: true }),
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--autoplay-policy=no-user-gesture-required',
    ],
  },
});

const DOCTOR = { id: 'anil-menon', name: 'Dr. Anil Menon' };
const PATIENT = { name: 'Meena Kumari', phone: '98765 04242' };

async function context(browser: Browser, phone: boolean): Promise<Page> {
  const options = phone
    ? { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true }
    : { viewport: { width: 1280, height: 800 } };
  const made = await browser.newContext(options);
  await made.grantPermissions(['camera', 'microphone']);
  const page = await made.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      console.log(`[${phone ? 'phone' : 'wide'}] ${message.text()}`);
  });
  return page;
}

/** The room's inbound statistics on a page: video frames decoded and audio packets received. */
const inbound = (page: Page) =>
  page.evaluate(async () => {
    const pc = window.__careRoomPeer;
    const out = { frames: 0, audioPackets: 0 };
    if (!pc) return out;
    (await pc.getStats()).forEach((report) => {
      if (report.type === 'inbound-rtp' && report.kind === 'video') out.frames += report.framesDecoded ?? 0;
      if (report.type === 'inbound-rtp' && report.kind === 'audio') out.audioPackets += report.packetsReceived ?? 0;
    });
    return out;
  });

/** Waits until the page's inbound video frames grow (a video playing), and gives the time it took. */
async function videoPlaying(page: Page, timeout = 10_000): Promise<number> {
  const started = Date.now();
  let first = -1;
  await expect
    .poll(
      async () => {
        const { frames } = await inbound(page);
        if (first < 0 && frames > 0) first = frames;
        return first >= 0 && frames > first + 5;
      },
      { timeout, intervals: [200] },
    )
    .toBe(true)
    .catch(async (error) => {
      const state = await page.evaluate(() => {
        const pc = window.__careRoomPeer;
        return {
          status: document.querySelector('[data-room-status]')?.textContent,
          pc: pc
            ? {
                connection: pc.connectionState,
                ice: pc.iceConnectionState,
                signaling: pc.signalingState,
                transceivers: pc
                  .getTransceivers()
                  .map((t) => [t.mid, t.direction, t.currentDirection, t.sender.track?.kind]),
              }
            : null,
        };
      });
      console.log('not playing', JSON.stringify(state));
      throw error;
    });
  return Date.now() - started;
}

test('patient and doctor hold a video consultation in the room, chat both ways, and it holds up on a weak network', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const numbers: Record<string, unknown> = {};

  const admin = await context(browser, false);
  await signInAsAdmin(admin);
  await admin.goto('/admin');
  await addRoundTheClockDoctor(admin, {
    ...DOCTOR,
    specialization: 'General Physician',
    qualifications: 'MBBS',
    registrationNumber: 'KL-27182',
    council: 'Travancore-Cochin Medical Council',
    fee: '399',
    experienceYears: '9',
    languages: ['en'],
  });

  // The patient books the first free time, by video, without an account: the appointment page's key opens the room.
  const patient = await context(browser, true);
  await patient.goto(`/doctors/${DOCTOR.id}/book`);
  const day = patient
    .getByRole('group', { name: APPOINTMENT_COPY_EN.pick.slotLegend })
    .locator('details')
    .filter({ has: patient.locator('input[type="radio"]') })
    .first();
  if (!(await day.evaluate((details) => (details as HTMLDetailsElement).open))) await day.locator('summary').tap();
  await day.getByRole('radio').first().check();
  await patient.getByLabel(EN_ISLAND_WORDS.forms.fields.name).fill(PATIENT.name);
  await patient.getByLabel(EN_ISLAND_WORDS.forms.fields.phone).fill(PATIENT.phone);
  await patient.getByRole('radio', { name: APPOINTMENT_COPY_EN.modes.video }).check();
  await patient.getByRole('button', { name: APPOINTMENT_COPY_EN.pick.submit }).tap();
  await expect(patient).toHaveURL(/\/appointments\/AP-[0-9A-Z]{6}\?key=/);
  const reference = /AP-[0-9A-Z]{6}/.exec(patient.url())?.[0] ?? '';
  const key = new URL(patient.url()).searchParams.get('key') ?? '';

  // A doctor account, approved and linked to the doctor record; the coordinator confirms the appointment.
  const doctor = await context(browser, false);
  const doctorEmail = uniqueEmail('room-doctor');
  await linkedDoctorAccount(doctor, admin, {
    email: doctorEmail,
    fullName: DOCTOR.name,
    password: 'room-pass-1',
    doctorId: DOCTOR.id,
  });
  await admin.goto(`/admin/appointments/${reference}`);
  await admin.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(admin.getByRole('button', { name: 'Mark in consultation' })).toBeVisible();

  // The appointment page links to the room; the doctor's day too.
  await patient.goto(`/appointments/${reference}?key=${key}`);
  await patient.getByRole('link', { name: ROOM_EN.enterRoom }).tap();
  await expect(patient).toHaveURL(new RegExp(`/consult/${reference}\\?key=`));
  await doctor.goto('/doctor/week');
  await doctor
    .getByRole('article')
    .filter({ hasText: reference })
    .getByRole('link', { name: ROOM_EN.enterRoom })
    .click();
  await expect(doctor).toHaveURL(new RegExp(`/consult/${reference}$`));

  // Before joining: the room asks for nothing, says nothing is recorded, and passes axe on both screens.
  for (const page of [patient, doctor]) {
    await expect(page.getByText(ROOM_EN.nothingRecorded)).toBeVisible();
    await expect(page.getByRole('button', { name: ROOM_EN.join })).toBeVisible();
    await expectNoAxeViolations(page);
  }

  // The JavaScript the room page loads (its own chunk only here), measured from the build's files.
  await expect(patient.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 15_000 });
  const scripts = await patient.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith('/assets/') && path.endsWith('.js')),
  );
  const sizes = [...new Set(scripts)].map((file) => {
    const bytes = readFileSync(`dist/client${file}`);
    return {
      file,
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
  });
  const total = (key: 'raw' | 'gzip' | 'brotli') => sizes.reduce((sum, one) => sum + one[key], 0);
  numbers.roomPageJs = {
    files: sizes.length,
    raw: total('raw'),
    gzip: total('gzip'),
    brotli: total('brotli'),
    roomChunk: sizes.filter((one) => one.file.includes('ConsultRoom')),
  };

  // Both join; each sees the other's video playing within 10 seconds.
  const joinedAt = Date.now();
  await patient.getByRole('button', { name: ROOM_EN.join }).tap();
  await doctor.getByRole('button', { name: ROOM_EN.join }).click();
  const [doctorSees, patientSees] = await Promise.all([videoPlaying(doctor), videoPlaying(patient)]);
  numbers.joinToVideoMs = {
    doctorSeesPatient: doctorSees,
    patientSeesDoctor: patientSees,
    wall: Date.now() - joinedAt,
  };
  expect(Date.now() - joinedAt).toBeLessThan(10_000);
  await expect(patient.getByText(ROOM_EN.connected)).toBeVisible();
  await patient.screenshot({ path: test.info().outputPath('room-patient-360.png'), fullPage: true });
  await doctor.screenshot({ path: test.info().outputPath('room-doctor-1280.png'), fullPage: true });

  // Chat both ways, in Hindi and English.
  await patient.getByLabel(ROOM_EN.chatLabel).fill('नमस्ते डॉक्टर, मेरा बुखार 101 है');
  await patient.getByRole('button', { name: ROOM_EN.chatSend }).tap();
  await expect(doctor.locator('[data-room-chat]')).toContainText('नमस्ते डॉक्टर, मेरा बुखार 101 है');
  await doctor.getByLabel(ROOM_EN.chatLabel).fill('Please take your temperature again in the evening.');
  await doctor.getByRole('button', { name: ROOM_EN.chatSend }).click();
  await expect(patient.locator('[data-room-chat]')).toContainText('Please take your temperature again');
  await expect(patient.locator('[data-room-chat]')).toContainText('नमस्ते डॉक्टर');

  // The patient's network held to about 150 kbit/s: the patient's video goes off, audio keeps arriving.
  const throttledAt = Date.now();
  await patient.evaluate(() => {
    window.__careRoomNetworkCap = 150_000;
  });
  await expect(patient.getByText(ROOM_EN.weakNetwork)).toBeVisible({ timeout: 20_000 });
  numbers.videoOffAfterMs = Date.now() - throttledAt;
  const off1 = await inbound(doctor);
  await doctor.waitForTimeout(3_000);
  const off2 = await inbound(doctor);
  numbers.whileThrottled = {
    videoFramesIn3s: off2.frames - off1.frames,
    audioPacketsIn3s: off2.audioPackets - off1.audioPackets,
  };
  expect(off2.frames - off1.frames).toBeLessThan(5);
  expect(off2.audioPackets - off1.audioPackets).toBeGreaterThan(50);

  // Lifted: video comes back.
  const liftedAt = Date.now();
  await patient.evaluate(() => {
    window.__careRoomNetworkCap = null;
  });
  await expect(patient.getByText(ROOM_EN.weakNetwork)).toHaveCount(0, { timeout: 30_000 });
  await videoPlaying(doctor, 20_000);
  numbers.videoBackAfterMs = Date.now() - liftedAt;

  // The patient's tab closes and opens again: the room takes them back, with the chat, and the call restarts.
  const closedAt = Date.now();
  await patient.close();
  const again = await patient.context().newPage();
  await again.goto(`/consult/${reference}?key=${key}`);
  await expect(again.locator('[data-room-chat]')).toContainText('नमस्ते डॉक्टर');
  await again.getByRole('button', { name: ROOM_EN.join }).tap();
  await Promise.all([videoPlaying(again, 15_000), videoPlaying(doctor, 15_000)]);
  numbers.rejoinToVideoMs = Date.now() - closedAt;

  // Anyone else is refused, with nothing of the appointment shown: the admin, and a stranger without the key.
  const refused = await admin.goto(`/consult/${reference}`);
  expect(refused?.status()).toBe(403);
  await expect(admin.locator('main')).not.toContainText(PATIENT.name);
  const stranger = await context(browser, true);
  const strangerAnswer = await stranger.goto(`/consult/${reference}?key=${'x'.repeat(22)}`);
  expect(strangerAnswer?.status()).toBe(403);
  await expect(stranger.locator('main')).not.toContainText(reference);

  writeFileSync(test.info().outputPath('consult-room-numbers.json'), JSON.stringify(numbers, null, 2));
  console.log('consult-room numbers', JSON.stringify(numbers));
});
