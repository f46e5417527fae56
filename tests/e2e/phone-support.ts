// The end-to-end tests' access to the local phone stand-in (phone-server/): the messages it holds for a number, the
// newest sign-in code among them, and its page for a number, where a test waits for one message of an event.
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The phone stand-in of this run (`npm run test:e2e` starts it on E2E_PHONE_PORT). */
export const PHONE_INBOX = `http://127.0.0.1:${process.env.E2E_PHONE_PORT ?? '24337'}`;

/** A message as the stand-in's API lists it: newest first, rendered from the template registry. */
export interface StandInMessage {
  event: string;
  locale: string;
  channel: string;
  text: string;
}

/** Every message the stand-in holds for a number (`+91` and ten digits), newest first. */
export async function phoneMessages(to: string): Promise<StandInMessage[]> {
  const response = await fetch(`${PHONE_INBOX}/api/messages?to=${encodeURIComponent(to)}`);
  return (await response.json()) as StandInMessage[];
}

/**
 * The newest sign-in code the stand-in holds for a number: the auth server hands each code to the site's Send SMS
 * hook, as Supabase does, and the site sends it by SMS.
 */
export async function codeFor(phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const messages = await phoneMessages(phone);
        code = /\b(\d{6})\b/.exec(messages.find((message) => message.event === 'login_code')?.text ?? '')?.[1];
        return code;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return code!;
}

/** Opens the stand-in's page for a number until it shows exactly one message of `event`, and returns that message. */
export async function phoneInboxMessage(page: Page, to: string, event: string): Promise<Locator> {
  const message = page.locator(`li[data-event="${event}"]`);
  await expect
    .poll(
      async () => {
        await page.goto(`${PHONE_INBOX}/?to=${encodeURIComponent(to)}`);
        return message.count();
      },
      { timeout: 30_000 },
    )
    .toBe(1);
  return message;
}
