import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../shared/i18n/format';
import { formatRupees } from '../../shared/money';
import { HEALTH_PACKAGES, NATIONAL_AMBULANCE_NUMBER } from '../../src/content/health-checkups/facts';
import { ageRangeText, healthPackagesIn, packageDurationText } from '../../src/content/health-checkups/copy';
import { select, selectOne, visibleText } from './html';
import { get } from './auth-helpers';

describe('/health-checkups', () => {
  it('has the spec packages and figures', async () => {
    expect(
      HEALTH_PACKAGES.map((item) => [item.id, item.price, item.duration, item.testsCount, item.idealAge, item.popular]),
    ).toEqual([
      ['basic', 2999, { hours: { from: 2, to: 3 } }, 25, { from: 18, to: 40 }, false],
      ['comprehensive', 5999, { hours: { from: 3, to: 4 } }, 45, { from: 40, to: 60 }, true],
      ['executive', 12999, { fullDay: true }, 70, { from: 45 }, false],
    ]);
    expect(HEALTH_PACKAGES.map((item) => formatRupees(item.price))).toEqual(['₹2,999', '₹5,999', '₹12,999']);
    expect(HEALTH_PACKAGES.map((item) => packageDurationText(item.duration))).toEqual([
      '2–3 hours',
      '3–4 hours',
      'Full day',
    ]);
    expect(HEALTH_PACKAGES.map((item) => ageRangeText(item.idealAge))).toEqual(['18–40', '40–60', '45+']);
    const html = await (await get('/health-checkups')).text();
    const cards = await select(html, '#packages article');
    expect(cards).toHaveLength(3);
    healthPackagesIn('en').forEach((item, index) => {
      const card = cards[index]?.text ?? '';
      for (const value of [
        item.name,
        formatRupees(item.price),
        packageDurationText(item.duration),
        `${formatNumber(item.testsCount)} tests`,
        ageRangeText(item.idealAge),
      ]) {
        expect(card).toContain(value);
      }
      expect(card.includes('Most Popular')).toBe(item.popular);
    });
  });

  it('has Schedule Check-up, View Packages, 4 benefits, 4 screenings with frequency, 4 steps, call now and 108', async () => {
    const html = await (await get('/health-checkups')).text();
    const text = visibleText(html);
    const schedule = (await select(html, '[data-island="BookingButton"] a')).find(
      (a) => a.text === 'Schedule Check-up',
    );
    expect(schedule?.attrs.href).toBe('/book?from=%2Fhealth-checkups');
    expect((await select(html, 'a[href="#packages"]')).map((a) => a.text)).toContain('View Packages');
    expect(await select(html, 'section[aria-labelledby="benefits-title"] li')).toHaveLength(4);
    expect(await select(html, 'section[aria-labelledby="screening-title"] li')).toHaveLength(4);
    for (const frequency of [
      'Every year after 30',
      'Every 6–12 months if at risk',
      'Every 1–3 years, by age and risk',
      'Every 2 years after 45',
    ])
      expect(text).toContain(`Recommended: ${frequency}`);
    expect(await select(html, 'section[aria-labelledby="process-title"] li')).toHaveLength(4);
    expect((await select(html, 'a[href="tel:+919000000000"]')).map((a) => a.text)).toContain(
      'Call Now: +91 90000 00000',
    );
    expect((await selectOne(html, `a[href="tel:${NATIONAL_AMBULANCE_NUMBER}"]`)).text).toBe('108');
  });

  it('each package has a select button, a booking link without JavaScript', async () => {
    const html = await (await get('/health-checkups')).text();
    const buttons = await select(html, '[data-island="PackageSelectButton"] a');
    expect(buttons.map((a) => [a.text, a.attrs.href])).toEqual(
      HEALTH_PACKAGES.map((item) => ['Select Package', `/book?package=${item.id}`]),
    );
  });
});
