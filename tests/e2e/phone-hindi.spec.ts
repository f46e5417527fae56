// A Hindi booking with only a name and a mobile, on a phone (360 px, touch): the phone stand-in receives the "received"
// message in Hindi; a coordinator confirms it in the admin and the "confirmed" message follows in Hindi, each once.
import { HI_ISLAND_WORDS } from '../../shared/i18n/hi/islands';
import { APPOINTMENT_COPY_HI } from '../../src/patient/copy.hi';
import { signInAsAdmin } from './auth-support';
import { expect, test } from './fixtures';
import { phoneMessages } from './phone-support';

const HI = APPOINTMENT_COPY_HI;

test('a Hindi booking by mobile hears "received" and, once confirmed, "confirmed", in Hindi, each once', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const digits = `8${String(Date.now()).slice(-9)}`;
  const messages = () => phoneMessages(`+91${digits}`);
  const events = async () => (await messages()).map((message) => message.event).sort();

  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  const patient = await context.newPage();
  await patient.goto('/hi/doctors/priya-raman/book');
  const day = patient.getByRole('group', { name: HI.pick.slotLegend }).locator('details').nth(5);
  await day.locator('summary').tap();
  await day.getByRole('radio').last().check();
  await patient.getByLabel(HI_ISLAND_WORDS.forms.fields.name).fill('Sunita Verma');
  await patient.getByLabel(HI_ISLAND_WORDS.forms.fields.phone).fill(digits);
  await patient.getByRole('button', { name: HI.pick.submit }).tap();
  await expect(patient).toHaveURL(/\/hi\/appointments\/AP-[0-9A-Z]{6}\?key=/);
  const reference = /AP-[0-9A-Z]{6}/.exec(patient.url())?.[0] ?? '';

  await expect.poll(events, { timeout: 30_000 }).toEqual(['booking_received']);
  const [received] = await messages();
  expect(received).toMatchObject({ locale: 'hi', channel: 'sms' });
  expect(received?.text).toContain('नमस्ते Sunita Verma');
  expect(received?.text).toContain('बुकिंग हमें मिल गई है');
  expect(received?.text).toContain(reference);

  const admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signInAsAdmin(admin);
  await admin.goto(`/admin/appointments/${reference}`);
  await admin.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(admin.getByRole('link', { name: /WhatsApp/i })).toBeVisible();

  // The confirmation of an unpaid booking also asks for the payment (its own message); each event arrives once.
  await expect
    .poll(async () => (await events()).filter((event) => event !== 'payment_request'), { timeout: 30_000 })
    .toEqual(['booking_confirmed', 'booking_received']);
  const all = await messages();
  const confirmed = all.find((message) => message.event === 'booking_confirmed');
  expect(confirmed).toMatchObject({ locale: 'hi' });
  expect(confirmed?.text).toContain('पक्का हो गया है');
  expect(confirmed?.text).toContain(reference);
  expect(all.every((message) => message.locale === 'hi')).toBe(true);
  expect(new Set(all.map((message) => message.event)).size).toBe(all.length);
});
