// Refusals that come before a form's own handler (body limit, not a web form, another website's form, a robot trap)
// answer in the language of the address: a Hindi page's form gets Hindi, an English page's form English.
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { EN_REFUSALS } from '../../shared/i18n/en/refusals';
import { HI_REFUSALS } from '../../shared/i18n/hi/refusals';
import { freshAddress, postForm, SITE } from './auth-helpers';

const JSON_ACCEPT = { Accept: 'application/json' };
const callBack = { name: 'आशा', phone: '98765 43210', language: 'hi', timeWindow: 'any', topic: 'x', token: 't' };

describe('refusals in the page language', () => {
  it('a form over the body limit: 413', async () => {
    const big = { firstName: 'आशा', email: 'a@b.co', department: 'other', message: 'x'.repeat(20_000) };
    const hindi = await postForm('/hi/contact', big);
    expect(hindi.status).toBe(413);
    expect(await hindi.text()).toBe(HI_REFUSALS.formTooLarge);
    const english = await postForm('/contact', big);
    expect(await english.text()).toBe(EN_REFUSALS.formTooLarge);
  });

  it('a form from another website: 403', async () => {
    const response = await postForm('/hi/book', callBack, { Origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await response.text()).toBe(HI_REFUSALS.foreignOrigin);
  });

  it('a body that is not a web form: 415', async () => {
    const response = await SELF.fetch(`${SITE}/hi/contact`, {
      method: 'POST',
      headers: { Origin: SITE, 'Content-Type': 'application/json', ...JSON_ACCEPT, 'CF-Connecting-IP': freshAddress() },
      body: '{}',
    });
    expect(response.status).toBe(415);
    expect(((await response.json()) as { message: string }).message).toBe(HI_REFUSALS.unsupportedForm);
  });

  it('the robot trap filled: 400', async () => {
    const response = await postForm('/hi/book', { ...callBack, website: 'http://spam.example' }, JSON_ACCEPT);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(HI_REFUSALS.robot);
  });

  it('every refusal has its Hindi words, none left in English', () => {
    for (const id of Object.keys(EN_REFUSALS) as (keyof typeof EN_REFUSALS)[]) {
      expect(HI_REFUSALS[id]).toMatch(/[\u0900-\u097F]/);
      expect(HI_REFUSALS[id]).not.toMatch(/[A-Za-z]/);
    }
  });
});
