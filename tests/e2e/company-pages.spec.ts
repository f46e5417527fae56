// Pricing, How it Works, Contact and About in a real browser (issue 11): no sideways scrolling on a 360 px phone,
// plans side by side on a laptop, zero axe-core violations, the contact actions, and the contact form stored and
// acknowledged with a reference, with and without JavaScript.
import type { Locator } from '@playwright/test';
import { EN_ISLAND_WORDS } from '../../shared/i18n/en/islands';
import { CONFIG_DEFAULTS } from '../../src/config';
import { CONTACT_EN } from '../../src/site/contact/copy.en';
import { toast } from './auth-support';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { DIABETES_PLAN } from '../support/prices';

const PAGES = ['/pricing', '/how-it-works', '/contact', '/about'];
const WORDS = EN_ISLAND_WORDS.forms;
const REFERENCE = /CL-[0-9A-Z]{6}/;
const SUPPORT_DIGITS = CONFIG_DEFAULTS.SUPPORT_PHONE.replace(/\D/g, '');

async function fillContactForm(form: Locator, firstName: string) {
  await form.getByLabel(WORDS.fields.firstName).fill(firstName);
  await form.getByLabel(new RegExp(`^${WORDS.fields.lastName}`)).fill('Sharma');
  await form.getByRole('textbox', { name: WORDS.fields.email, exact: true }).fill(`contact-${Date.now()}@example.com`);
  await form.getByLabel(new RegExp(`^${WORDS.fields.phone}`)).fill('98765 43210');
  await form.getByLabel(WORDS.fields.department).selectOption('billing-refunds');
  await form.getByLabel(WORDS.fields.message).fill('I would like to know how refunds reach a UPI account.');
}

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const path of PAGES) {
    test(`${path} never scrolls sideways`, async ({ page }) => {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test('the plans stack, one card under the other, each with its price and booking button in view', async ({
    page,
  }) => {
    await page.goto('/pricing');
    const cards = page.locator('#consultations article');
    await expect(cards).toHaveCount(3);
    const boxes = await Promise.all([0, 1, 2].map(async (index) => (await cards.nth(index).boundingBox())!));
    for (const [index, box] of boxes.entries()) {
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      if (index > 0) expect(box.y).toBeGreaterThan(boxes[index - 1]!.y + boxes[index - 1]!.height);
    }
    await expect(cards.nth(1)).toContainText(DIABETES_PLAN.shown);
    await expect(
      cards
        .nth(1)
        .getByRole('link', { name: 'Book Diabetes Care' })
        .or(cards.nth(1).getByRole('button', { name: 'Book Diabetes Care' })),
    ).toBeVisible();
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the three consultation plans sit side by side', async ({ page }) => {
    await page.goto('/pricing');
    const cards = page.locator('#consultations article');
    const tops = await Promise.all([0, 1, 2].map(async (index) => (await cards.nth(index).boundingBox())!.y));
    expect(new Set(tops.map(Math.round)).size).toBe(1);
  });

  for (const path of PAGES) {
    test(`${path} has no axe-core violations`, async ({ page }) => {
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('contact actions', () => {
  test('call, WhatsApp (new tab) and email links carry the configured details', async ({ page }) => {
    await page.goto('/contact');
    const hero = page.locator('main section').first();
    await expect(hero.getByRole('link', { name: `Call ${CONFIG_DEFAULTS.SUPPORT_PHONE}` })).toHaveAttribute(
      'href',
      `tel:+${SUPPORT_DIGITS}`,
    );
    const whatsapp = hero.getByRole('link', { name: 'Chat on WhatsApp (opens in a new tab)' });
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    const chat = new URL((await whatsapp.getAttribute('href'))!);
    expect(chat.origin + chat.pathname).toBe(`https://wa.me/${SUPPORT_DIGITS}`);
    expect(chat.searchParams.get('text')).toBe(CONTACT_EN.whatsappText);
    const mail = new URL((await hero.getByRole('link', { name: CONTACT_EN.actions.email }).getAttribute('href'))!);
    expect(mail.protocol).toBe('mailto:');
    expect(mail.pathname).toBe(CONFIG_DEFAULTS.SUPPORT_EMAIL);
    expect(mail.searchParams.get('subject')).toBe('Support Request');
    expect(mail.searchParams.get('body')).toBe(CONTACT_EN.mail.body);
  });

  test('the FAQ answers open and close without leaving the page', async ({ page }) => {
    await page.goto('/contact');
    const question = page.locator('#faq summary').filter({ hasText: 'money back' });
    await question.click();
    const answer = page.locator('#faq details[open]');
    await expect(answer).toContainText('full refund in 3–5 business days');
    await expect(answer.getByRole('link', { name: 'Read the full refund policy' })).toHaveAttribute('href', '/refunds');
    await question.click();
    await expect(page.locator('#faq details[open]')).toHaveCount(0);
  });
});

test.describe('the contact form', () => {
  test('with JavaScript: stored, acknowledged with a reference in a toast', async ({ page }) => {
    await page.goto('/contact#message');
    const form = page.locator('#message form');
    await expect(form.getByRole('textbox', { name: WORDS.fields.email, exact: true })).toHaveAttribute('type', 'email');
    await expect(form.getByLabel(new RegExp(`^${WORDS.fields.phone}`))).toHaveAttribute('type', 'tel');
    await fillContactForm(form, 'Anita');
    await form.getByRole('button', { name: WORDS.contact.submit }).click();
    const done = await toast(page, WORDS.submitted.contact.title);
    await expect(done).toContainText(WORDS.submitted.contact.description!);
    await expect(done).toContainText(REFERENCE);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('problems shown in place, then stored and acknowledged with a reference', async ({ page }) => {
      await page.goto('/contact');
      const form = page.locator('#message form');
      await form.getByLabel(WORDS.fields.firstName).fill('Anita');
      await form.getByRole('button', { name: WORDS.contact.submit }).click();
      await expect(page.getByText(WORDS.problems.missing).first()).toBeVisible();
      await expect(page.locator('#message form').getByLabel(WORDS.fields.firstName)).toHaveValue('Anita');

      await fillContactForm(page.locator('#message form'), 'Anita');
      await page.locator('#message form').getByRole('button', { name: WORDS.contact.submit }).click();
      await expect(page).toHaveURL(/\/contact/);
      const notice = page.getByRole('status').filter({ hasText: WORDS.submitted.contact.title });
      await expect(notice).toContainText(REFERENCE);
    });
  });
});
