// Notifications from a visitor's browser to the local inbox: a call-back requested in the booking dialog reaches the
// coordinators' mail with its reference, a Hindi contact message sent without JavaScript is acknowledged in Hindi,
// and the admin's Notifications screen shows both as sent.
import type { Page } from '@playwright/test';
import { EN_ISLAND_WORDS } from '../../shared/i18n/en/islands';
import { HI_ISLAND_WORDS } from '../../shared/i18n/hi/islands';
import { INBOX, signInAsAdmin, toast, uniqueEmail } from './auth-support';
import { expect, expectNoAxeViolations, hydrated, test } from './fixtures';

const REFERENCE = /CL-[0-9A-Z]{6}/;
const COORDINATORS = 'coordinators@careline.example';

interface Mail {
  ID: string;
  Subject: string;
  To: { Address: string }[];
}

/** The mail to `to` that mentions `reference`, waiting for it to arrive. */
async function mailAbout(reference: string, to: string): Promise<{ subject: string; text: string }> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const search = await fetch(`${INBOX}/api/v1/search?query=${encodeURIComponent(`to:${to} ${reference}`)}`);
        found = ((await search.json()) as { messages: Mail[] }).messages[0];
        return found?.ID;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  const message = (await (await fetch(`${INBOX}/api/v1/message/${found!.ID}`)).json()) as { Text: string };
  return { subject: found!.Subject, text: message.Text };
}

async function openNotifications(page: Page) {
  await signInAsAdmin(page);
  await page.goto('/admin/notifications');
}

test('a call-back requested in the booking dialog reaches the coordinators by mail, and the admin sees it sent', async ({
  page,
  browser,
}) => {
  const words = EN_ISLAND_WORDS.forms;
  const name = `Lakshmi Rao ${Date.now().toString(36).replace(/\d/g, '')}`;
  await page.goto('/doctors');
  await (await hydrated(page, 'Book Now')).click();
  const dialog = page.getByRole('dialog', { name: 'Book a consultation' });
  await dialog.getByLabel('Your Name').fill(name);
  await dialog.getByLabel('Phone Number').fill('98765 43210');
  await dialog.getByLabel(words.fields.language).selectOption('ta');
  await dialog.getByLabel(words.fields.timeWindow).selectOption('evening');
  await dialog.getByRole('button', { name: words.booking.submit }).click();
  const reference = REFERENCE.exec((await (await toast(page, words.submitted.booking.title)).textContent()) ?? '')?.[0];
  expect(reference).toBeTruthy();

  const mail = await mailAbout(reference!, COORDINATORS);
  expect(mail.subject).toBe(`New call-back ${reference} from ${name}`);
  expect(mail.text).toContain(`Reference: ${reference}`);
  expect(mail.text).toContain('Phone: +91 98765 43210 (tel:+919876543210)');
  expect(mail.text).toContain('Call in: Tamil');
  expect(mail.text).toMatch(new RegExp(`Open the request: http://localhost:\\d+/admin/appointments\\?q=${reference}`));
  expect(mail.text).toMatch(/https:\/\/wa\.me\/919876543210\?text=Hello/);

  const admin = await (await browser.newContext()).newPage();
  await openNotifications(admin);
  const row = admin.getByRole('row').filter({ hasText: reference! });
  await expect(row).toContainText(COORDINATORS);
  await expect(row).toContainText('Sent');
  await expectNoAxeViolations(admin);
  await admin.getByLabel('State').selectOption('failed');
  await admin.getByRole('button', { name: 'Apply' }).click();
  await expect(admin).toHaveURL(/state=failed/);
  await expect(admin.getByRole('row').filter({ hasText: reference! })).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a contact message from a Hindi page is acknowledged to the sender in Hindi', async ({ page }) => {
    const words = HI_ISLAND_WORDS.forms;
    const email = uniqueEmail('hindi-contact');
    await page.goto('/hi/contact');
    const form = page.locator('#message form');
    await form.getByLabel(words.fields.firstName).fill('सुनीता');
    await form.getByRole('textbox', { name: words.fields.email, exact: true }).fill(email);
    await form.getByLabel(words.fields.department).selectOption('health-checkups');
    await form.getByLabel(words.fields.message).fill('पैकेज के बारे में जानकारी चाहिए।');
    await form.getByRole('button', { name: words.contact.submit }).click();
    const notice = page.getByRole('status').filter({ hasText: words.submitted.contact.title });
    const reference = REFERENCE.exec((await notice.textContent()) ?? '')?.[0];
    expect(reference).toBeTruthy();

    const ack = await mailAbout(reference!, email);
    expect(ack.subject).toBe(`आपका मैसेज हमें मिल गया (${reference})`);
    expect(ack.text).toContain('नमस्ते सुनीता,');
    expect(ack.text).toContain(words.submitted.contact.description!);
    expect(ack.text).not.toContain('पैकेज');
    const coordinators = await mailAbout(reference!, COORDINATORS);
    expect(coordinators.text).toContain('Page language: Hindi');
  });
});
