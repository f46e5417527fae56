// The short links in messages to a phone (src/security/short-links.ts): short enough for a DLT template's URL variable,
// read back only with the secret they were made with, in the language they were made for, and answered by the site
// with the full link they stand for.
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { readShortToken, shortAppointmentToken, shortLinkUrl, shortStopToken } from '../../src/security/short-links';
import { SITE } from './auth-helpers';

const SECRETS = { stop: 'stop-secret-for-this-test', appointment: 'appointment-secret-for-this-test' };

describe('short link tokens', () => {
  it('fit a DLT URL variable with a site address of up to 25 characters', async () => {
    const stop = await shortStopToken(SECRETS.stop, '+919876543210', 'hi');
    const page = await shortAppointmentToken(SECRETS.appointment, 'AP-7KQ2MX', 'en');
    expect(stop).toHaveLength(22);
    expect(page).toHaveLength(18);
    expect(shortLinkUrl('https://carelinehealth.in', stop).length).toBeLessThanOrEqual(50);
  });

  it('read back what they were made for, in their language', async () => {
    expect(await readShortToken(SECRETS, await shortStopToken(SECRETS.stop, '+919876543210', 'hi'))).toEqual({
      kind: 'stop',
      locale: 'hi',
      phone: '+919876543210',
    });
    expect(await readShortToken(SECRETS, await shortAppointmentToken(SECRETS.appointment, 'AP-7KQ2MX', 'en'))).toEqual({
      kind: 'appointment',
      locale: 'en',
      reference: 'AP-7KQ2MX',
    });
  });

  it('refuse a token made with another secret, changed in any part, or of another shape', async () => {
    const stop = await shortStopToken(SECRETS.stop, '+919876543210', 'en');
    const forged = await shortStopToken('another-secret', '+919876543210', 'en');
    expect(await readShortToken(SECRETS, forged)).toBeNull();
    // The stop secret does not make appointment links, nor the other way round.
    expect(await readShortToken({ stop: SECRETS.appointment, appointment: SECRETS.stop }, stop)).toBeNull();
    expect(await readShortToken(SECRETS, `${stop.slice(0, 2)}9876543211${stop.slice(12)}`)).toBeNull();
    expect(await readShortToken(SECRETS, `sh${stop.slice(2)}`)).toBeNull();
    for (const bad of ['', 'x', `${stop}A`, stop.slice(0, -1), 'se1234567890AAAAAAAAAA', '../../etc/passwd'])
      expect(await readShortToken(SECRETS, bad)).toBeNull();
  });
});

describe('/s/<token>', () => {
  it('answers a token the site did not make with the 404 page', async () => {
    for (const token of ['se9876543210AAAAAAAAAA', 'ae7KQ2MXAAAAAAAAAA', 'nothing']) {
      const answer = await SELF.fetch(`${SITE}/s/${token}`, { redirect: 'manual' });
      expect(answer.status).toBe(404);
    }
  });
});
