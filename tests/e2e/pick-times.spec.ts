// Issue 38 at 360 px with touch: the pick-a-time page's time buttons keep a time on one line ("10:00 am", not "10:00"
// over "am") and stay at least 24 px each way, in English and Hindi; and after picking, the patient is told to keep
// the reference or the link, and where to open the appointment again.
import { EN_ISLAND_WORDS } from '../../shared/i18n/en/islands';
import { EN_UI } from '../../shared/i18n/en/ui';
import { APPOINTMENT_COPY_EN } from '../../src/patient/copy.en';
import { APPOINTMENT_COPY_HI } from '../../src/patient/copy.hi';
import { expect, expectNoAxeViolations, test } from './fixtures';

test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

for (const { prefix, words } of [
  { prefix: '', words: APPOINTMENT_COPY_EN },
  { prefix: '/hi', words: APPOINTMENT_COPY_HI },
]) {
  test(`${prefix || '/'}: every time on the pick page fits on one line in a target of 24 px or more`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/doctors/priya-raman/book`);
    const days = page.getByRole('group', { name: words.pick.slotLegend }).locator('details');
    // Open every day, so every time is laid out.
    for (const day of await days.all()) {
      if ((await day.getAttribute('open')) === null) await day.locator('summary').tap();
    }
    const times = page.locator('[data-slot-time]');
    expect(await times.count()).toBeGreaterThan(5);
    const boxes = await times.evaluateAll((labels) =>
      labels.map((label) => {
        const text = Array.from(label.childNodes).find(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
        );
        const range = document.createRange();
        if (text) range.selectNodeContents(text);
        const box = label.getBoundingClientRect();
        return {
          text: text?.textContent ?? '',
          lines: text ? new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size : 0,
          inside: label.scrollWidth <= label.clientWidth,
          width: box.width,
          height: box.height,
        };
      }),
    );
    for (const box of boxes) {
      expect(box.lines, box.text).toBe(1);
      expect(box.inside, box.text).toBe(true);
      expect(box.width, box.text).toBeGreaterThanOrEqual(24);
      expect(box.height, box.text).toBeGreaterThanOrEqual(24);
    }
    // Three times a row at 360 px, and no sideways scroll.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const first = await times.nth(0).boundingBox();
    const third = await times.nth(2).boundingBox();
    expect(third?.y).toBe(first?.y);
  });
}

test('after picking a time, the page says to keep the reference or the link, and links to where it opens again', async ({
  page,
}) => {
  const words = APPOINTMENT_COPY_EN;
  await page.goto('/doctors/priya-raman/book');
  const day = page.getByRole('group', { name: words.pick.slotLegend }).locator('details').last();
  if ((await day.getAttribute('open')) === null) await day.locator('summary').tap();
  await day.getByRole('radio').last().check();
  await page.getByLabel(EN_ISLAND_WORDS.forms.fields.name).fill('Meena Iyer');
  await page.getByLabel(EN_ISLAND_WORDS.forms.fields.phone).fill('98765 12345');
  await page.getByRole('button', { name: words.pick.submit }).tap();
  await expect(page).toHaveURL(/\/appointments\/AP-[0-9A-Z]{6}\?key=/);
  const reference = /AP-[0-9A-Z]{6}/.exec(page.url())?.[0] ?? '';
  const keep = page.getByRole('region', { name: words.appointment.keep.title });
  await expect(keep).toBeVisible();
  await expect(keep).toContainText(`${words.appointment.keep.reference} ${reference}`);
  await expect(keep.getByRole('link', { name: EN_UI.appointmentLookup.link })).toHaveAttribute('href', '/appointments');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);
});
