import { APPOINTMENT_COPY_EN } from '../../src/patient/copy.en';
import { EN_ISLAND_WORDS } from '../../shared/i18n/en/islands';
import { DOCTOR_REQUEST_SUBMITTED } from '../../shared/messages';
import { expect, test } from './fixtures';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('calls-to-action are links to working pages, never dead buttons', async ({ page }) => {
    await page.goto('/doctors');
    await page
      .getByRole('article')
      .filter({ hasText: 'Dr. Kavya Iyer' })
      .getByRole('link', { name: 'Book Now' })
      .click();
    // A doctor's Book Now leads to the page of their free times (the seeded sample doctors).
    await expect(page).toHaveURL(/\/doctors\/kavya-iyer\/book$/);
    await expect(page.getByRole('main')).toContainText('Dr. Kavya Iyer');
    await page.goto('/book?doctor=kavya-iyer');
    await expect(page.getByRole('link', { name: /Chat on WhatsApp/ })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/919000000000\?text=/,
    );

    await page.goto('/health-checkups');
    await page.getByRole('link', { name: 'Select Package' }).first().click();
    await expect(page).toHaveURL(/\/book\?package=basic$/);
  });

  test('the menus open without JavaScript', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await page.locator('summary', { hasText: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Privacy' })).toBeVisible();
  });

  test('the doctor request form posts, validates and shows the confirmation inline', async ({ page }) => {
    await page.goto('/doctors');
    await page.getByRole('link', { name: 'Request Specific Doctor' }).first().click();
    await expect(page).toHaveURL(/\/doctors\/request$/);
    await page.getByLabel('Your Name').fill('Ravi');
    await page.getByLabel('Phone Number').fill('+91 99887 76655');
    await page.getByLabel('Required Specialization').fill('Neurologist');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page).toHaveURL(/\/doctors$/);
    const notice = page.getByRole('status');
    await expect(notice).toContainText(DOCTOR_REQUEST_SUBMITTED.title);
    await expect(notice).toContainText(DOCTOR_REQUEST_SUBMITTED.description!);
    // Shown once.
    await page.reload();
    await expect(page.getByRole('status')).toHaveCount(0);
  });

  test('asking for another time asks first; "Keep my appointment" and "Yes" both work as plain HTML', async ({
    page,
  }) => {
    const WORDS = APPOINTMENT_COPY_EN;
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/doctors/kavya-iyer/book');
    // The last time of the last day offered: how many days are offered depends on the time of day (at 23:55 India
    // time today has none left), and admin-users.spec.ts books this doctor's fourth day.
    const day = page.getByRole('group', { name: WORDS.pick.slotLegend }).locator('details').last();
    await day.locator('summary').click();
    await day.getByRole('radio').last().check();
    await page.getByLabel(EN_ISLAND_WORDS.forms.fields.name).fill('Anil Kumar');
    await page.getByLabel(EN_ISLAND_WORDS.forms.fields.phone).fill('98765 05678');
    await page.getByRole('button', { name: WORDS.pick.submit }).click();
    await expect(page).toHaveURL(/\/appointments\/AP-[0-9A-Z]{6}\?key=/);
    const appointment = page.url();
    await page.getByRole('button', { name: WORDS.appointment.anotherTime }).click();
    await expect(page.getByRole('heading', { name: WORDS.anotherTime.title })).toBeVisible();
    await page.getByRole('link', { name: WORDS.anotherTime.keep }).click();
    await expect(page).toHaveURL(appointment);
    await expect(page.getByText(WORDS.appointment.askedAnotherTime)).toHaveCount(0);
    await page.getByRole('button', { name: WORDS.appointment.anotherTime }).click();
    await page.getByRole('button', { name: WORDS.anotherTime.confirm }).click();
    await expect(page).toHaveURL(appointment);
    await expect(page.getByText(WORDS.appointment.askedAnotherTime)).toBeVisible();
  });
});

test.describe('with JavaScript', () => {
  test('a message carried over a redirect shows as a toast instead of the inline notice', async ({ page }) => {
    await page.goto('/doctors/request');
    await page.getByLabel('Your Name').fill('Ravi');
    await page.getByLabel('Phone Number').fill('+91 99887 76655');
    await page.getByLabel('Required Specialization').fill('Neurologist');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page).toHaveURL(/\/doctors$/);
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: DOCTOR_REQUEST_SUBMITTED.title });
    await expect(toast).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
  });

  test('each page starts at the top and its content slides in, with no motion when reduced motion is asked for', async ({
    page,
  }) => {
    await page.goto('/health-checkups');
    await page.evaluate(() => window.scrollTo(0, 2000));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Doctors' }).click();
    await expect(page).toHaveURL(/\/doctors$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const animation = () => page.locator('.page-enter').evaluate((node) => getComputedStyle(node).animationName);
    expect(await animation()).toBe('page-enter');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    expect(await animation()).toBe('none');
  });
});
