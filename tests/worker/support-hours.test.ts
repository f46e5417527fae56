// Issue 38: one source for the support hours. /login said live chat "Mon-Sun 9 AM-9 PM" while every other page said
// 8 AM-10 PM for the same line (the live chat is WhatsApp on the support line): the hours are the contact channels'
// (src/content/contact/facts.ts), and /login, the footer, the booking band and Contact all state the same.
import { describe, expect, it } from 'vitest';
import { AUTH_WORDS } from '../../shared/auth/messages';
import { EN_UI } from '../../shared/i18n/en/ui';
import { HI_UI } from '../../shared/i18n/hi/ui';
import { formatNumber } from '../../shared/i18n/format';
import { CONTACT_CHANNELS } from '../../src/content/contact/facts';
import { CONTACT_WORDS } from '../../src/content/contact/copy';

/** A channel's hours in a language's words, from the contact facts. */
const hoursOf = (id: string, locale: 'en' | 'hi') =>
  CONTACT_WORDS[locale].availability(
    CONTACT_CHANNELS.find((channel) => channel.id === id)?.availability ?? { kind: 'always' },
    (value) => formatNumber(value, locale),
  );
import { get } from './auth-helpers';
import { select, visibleText } from './html';

describe.each([
  { prefix: '', locale: 'en', ui: EN_UI },
  { prefix: '/hi', locale: 'hi', ui: HI_UI },
] as const)('the support hours ($locale)', ({ prefix, locale, ui }) => {
  it('are one figure: the live chat answers in the support hours, as the frame’s words say', () => {
    expect(hoursOf('chat', locale)).toBe(hoursOf('support', locale));
    expect(hoursOf('support', locale)).toBe(ui.hours.support);
  });

  it('/login gives the live chat the hours the footer gives customer support', async () => {
    const html = await (await get(`${prefix}/login`)).text();
    const help = (await select(html, 'main li')).map((item) => item.text);
    const chat = help.find((item) => item.startsWith(AUTH_WORDS[locale].loginPage.liveChat));
    expect(chat, help.join(' | ')).toContain(`(${ui.hours.support})`);
    expect(visibleText(html)).toContain(ui.footer.customerSupport(ui.hours.support));
    expect(visibleText(html)).not.toMatch(/9 AM-9 PM|सुबह 9 से रात 9/);
  });

  it('Contact lists the live chat with the support hours, in its cards and its questions', async () => {
    const text = visibleText(await (await get(`${prefix}/contact`)).text());
    expect(text).not.toMatch(/9 AM-9 PM|सुबह 9 से रात 9/);
    expect(text).toContain(ui.hours.support);
  });
});
