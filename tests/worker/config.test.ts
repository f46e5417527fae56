import { describe, expect, it, vi } from 'vitest';
import { createApp } from '../../src/app';
import { CONFIG_DEFAULTS, loadConfig } from '../../src/config';
import { select } from './html';
import { get } from './auth-helpers';

describe('site configuration', () => {
  it('falls back to documented defaults', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      siteUrl: CONFIG_DEFAULTS.SITE_URL,
      siteName: CONFIG_DEFAULTS.SITE_NAME,
      supportPhone: CONFIG_DEFAULTS.SUPPORT_PHONE,
      supportPhoneDigits: '919000000000',
      supportEmail: CONFIG_DEFAULTS.SUPPORT_EMAIL,
      office: { city: CONFIG_DEFAULTS.OFFICE_CITY, address: CONFIG_DEFAULTS.OFFICE_ADDRESS },
      rememberMeDays: 30,
      requestRetentionDays: 180,
      upi: { vpa: CONFIG_DEFAULTS.UPI_VPA, payee: CONFIG_DEFAULTS.UPI_PAYEE },
      holdMinutes: 120,
    });
  });

  it('takes a UPI address as handle@bank and a hold of 15 minutes to 3 days only', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(loadConfig({ UPI_VPA: 'clinic.pay@okhdfcbank' }).upi.vpa).toBe('clinic.pay@okhdfcbank');
    expect(loadConfig({ APPOINTMENT_HOLD_MINUTES: '45' }).holdMinutes).toBe(45);
    for (const value of ['clinic', 'a@b', 'pay me@bank', '@bank'])
      expect(loadConfig({ UPI_VPA: value }).upi.vpa).toBe(CONFIG_DEFAULTS.UPI_VPA);
    for (const value of ['14', '4321', 'soon', '1.5'])
      expect(loadConfig({ APPOINTMENT_HOLD_MINUTES: value }).holdMinutes).toBe(120);
    expect(warn).toHaveBeenCalledTimes(8);
    warn.mockRestore();
  });

  it('accepts a Remember me lifetime of 1 to 400 days only', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(loadConfig({ REMEMBER_ME_DAYS: '7' }).rememberMeDays).toBe(7);
    for (const value of ['0', '401', '-3', '2.5', 'forever'])
      expect(loadConfig({ REMEMBER_ME_DAYS: value }).rememberMeDays).toBe(30);
    expect(warn).toHaveBeenCalledTimes(5);
    warn.mockRestore();
  });

  it('ignores invalid values, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const config = loadConfig({ SITE_URL: 'javascript:alert(1)', SUPPORT_PHONE: 'call us', SUPPORT_EMAIL: 'nope' });
    expect(config.siteUrl).toBe(CONFIG_DEFAULTS.SITE_URL);
    expect(config.supportPhone).toBe(CONFIG_DEFAULTS.SUPPORT_PHONE);
    expect(config.supportEmail).toBe(CONFIG_DEFAULTS.SUPPORT_EMAIL);
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });

  it('every tel:, wa.me and mailto: link on the pages uses the configured contact details', async () => {
    const app = createApp({ cachePages: false });
    const env = {
      SITE_URL: 'https://care.example.in',
      SUPPORT_PHONE: '+91 80 4000 1234',
      SUPPORT_EMAIL: 'help@care.example.in',
      SITE_NAME: 'Example Care',
    };
    for (const path of ['/doctors', '/health-checkups', '/book?doctor=kavya-iyer']) {
      const html = await (await app.request(`https://care.example.in${path}`, {}, env)).text();
      const hrefs = (await select(html, 'a')).map((a) => a.attrs.href ?? '');
      const contact = hrefs.filter((href) => /^(tel:|mailto:|https:\/\/wa\.me\/)/.test(href));
      expect(contact.length).toBeGreaterThan(0);
      for (const href of contact) {
        expect(
          href === 'tel:+918040001234' ||
            href === 'tel:108' ||
            href === 'mailto:help@care.example.in' ||
            href.startsWith('https://wa.me/918040001234?'),
          href,
        ).toBe(true);
      }
      expect(html).toContain('<title>');
      expect(html).toContain('| Example Care</title>');
      expect(html).not.toContain('90000 00000');
    }
  });

  it('the wrangler vars reach the Worker', async () => {
    const html = await (await get('/')).text();
    expect(html).toContain(CONFIG_DEFAULTS.SITE_NAME);
  });
});
