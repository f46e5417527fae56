// Every page served in Hindi is Hindi through and through: no English-marked block, no untranslated notice, and no
// Latin-script word in what a visitor reads except those the glossary keeps in Latin script (docs/hindi-glossary.md:
// brand names, degree abbreviations, codes) and data such as the configured name, email and address.
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { HINDI_PAGES, sitePage, type PageId } from '../../src/content/pages';
import { localizedPath } from '../../shared/i18n/locales';
import { DATA_VALUES } from '../support/data-values';
import { select, visibleText } from './html';
import { SITE } from './auth-helpers';

/** docs/hindi-glossary.md, "What stays in Latin script", and the site's own data. */
const KEPT_IN_LATIN = [
  ...DATA_VALUES,
  'English',
  'WhatsApp',
  'Google',
  'UPI',
  'Visa',
  'Mastercard',
  'RuPay',
  'Paytm',
  'PhonePe',
  'Google Pay',
  'MBBS',
  'MD',
  'DM',
  'DNB',
  'HTTPS',
  'AI',
  'PG',
  'ECG',
  'HbA1c',
  'PSA',
  'CT',
  'MRI',
  'PET',
  'PDF',
  'JSON',
  'IP',
];

/**
 * English a page quotes on purpose: the cookie policy names the menus of browsers and services as they appear on
 * screen (most phones in India run their browser in English), and the Google button's own label.
 */
const QUOTED_ENGLISH: Partial<Record<PageId, string[]>> = {
  cookies: [
    ...['Supabase', 'Cloudflare', 'Google Chrome', 'Chrome', 'Mozilla Firefox', 'Firefox', 'Apple Safari', 'Safari'],
    ...['Microsoft Edge', 'Edge', 'iPhone', 'iPad', 'Mac', 'Continue with Google', 'Settings', 'Privacy and security'],
    ...['Third-party cookies', 'Site data', 'Privacy & Security', 'Cookies and Site Data', 'Advanced', 'Manage'],
    ...['Site permissions', 'Cookies and site data', 'Manage and delete cookies and site data', 'Privacy'],
    ...['Security', 'Cookies', 'Data', 'cookies', 'site', 'data', 'and', 'delete', 'permissions'],
  ],
};
const DATA = [
  /[\w.+-]+@[\w-]+(\.[\w-]+)+/g,
  /https?:\/\/\S+/g,
  /\bCL-[0-9A-Z]{6}\b/g,
  /\bSAMPLE-[A-Z]+-\d+\b/g,
  // A prescription number, and its printed prefix (/rx names it: "RX-, then 8 letters and digits").
  /\bRX-[0-9A-Z]{0,8}/g,
];

/** The Latin-script words of a text that the glossary does not keep in Latin script. */
function englishLeft(text: string, quoted: readonly string[] = []): string[] {
  let rest = text;
  for (const pattern of DATA) rest = rest.replace(pattern, ' ');
  for (const kept of [...KEPT_IN_LATIN, ...quoted].sort((a, b) => b.length - a.length))
    rest = rest.replaceAll(kept, ' ');
  return [...new Set(rest.match(/[A-Za-z][A-Za-z'’-]*/g) ?? [])];
}

describe('Hindi pages are wholly Hindi', () => {
  // The signed-in areas answer a visitor with no session by sending them to sign in (tests/worker/areas.test.ts).
  it.each(HINDI_PAGES.filter((id) => sitePage(id).kind !== 'area'))('%s', async (id) => {
    const path = localizedPath(id === 'not-found' ? '/no-such-page' : sitePage(id).path, 'hi');
    const response = await SELF.fetch(`${SITE}${path}`);
    expect(response.status).toBe(id === 'not-found' ? 404 : 200);
    const html = await response.text();
    expect(await select(html, 'body [lang="en"]')).toEqual([]);
    const body = html.slice(html.indexOf('<body'));
    const readable = visibleText(body.replace(/<code[\s\S]*?<\/code>/g, ' '));
    expect(englishLeft(readable, QUOTED_ENGLISH[id])).toEqual([]);
  });
});
