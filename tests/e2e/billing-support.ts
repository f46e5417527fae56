// What the end-to-end tests do in Billing → Payments: a coordinator records a patient's UPI payment by hand.
import { expect, type Page } from '@playwright/test';

/** India's date and time of day a few minutes ago, as the payment form's date and time fields take them. */
function indiaNow(): { date: string; time: string } {
  const india = new Date(Date.now() - 5 * 60_000 + (5 * 60 + 30) * 60_000).toISOString();
  return { date: india.slice(0, 10), time: india.slice(11, 16) };
}

/** Records the fee of the appointment `reference` as paid, with a UTR of its own, and waits for the receipt number. */
export async function recordPayment(admin: Page, reference: string, fee: string, utrDigit: string): Promise<void> {
  await admin.goto('/admin/billing/payments');
  const paid = indiaNow();
  await admin.locator('#payment-reference').fill(reference);
  await admin.locator('#payment-utr').fill(String(Date.now()).slice(-12).padStart(12, utrDigit));
  await admin.locator('#payment-amount').fill(fee);
  await admin.locator('#payment-date').fill(paid.date);
  await admin.locator('#payment-time').fill(paid.time);
  await admin.getByRole('button', { name: 'Record payment' }).click();
  await expect(admin).toHaveURL(/recorded=RC-[0-9A-Z]{6}/);
}
