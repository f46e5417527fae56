import { describe, expect, it } from 'vitest';
import { EN_UI } from '../../shared/i18n/en/ui';
import { doctorBooking } from '../../src/booking/topics';
import { SAMPLE_DOCTORS } from '../../src/content/doctors/facts';
import { doctorProfile } from '../../src/content/doctors/profile';
import { select, selectOne, visibleText } from './html';
import { get } from './auth-helpers';

describe('/book, the booking dialog without JavaScript', () => {
  it('offers a call and a WhatsApp chat prefilled with the doctor', async () => {
    const doctor = doctorProfile(SAMPLE_DOCTORS[0]!, 'en');
    const response = await get(`/book?doctor=${doctor.id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(visibleText(html)).toContain(doctor.name);
    expect((await selectOne(html, 'main a[href^="tel:"]')).attrs.href).toBe('tel:+919000000000');
    const whatsapp = await selectOne(html, 'main a[href^="https://wa.me/"]');
    const url = new URL(whatsapp.attrs.href ?? '');
    expect(url.pathname).toBe('/919000000000');
    expect(url.searchParams.get('text')).toBe(
      EN_UI.contact.whatsappMessage(
        doctorBooking(doctor, 'en').topic.subject,
        doctorBooking(doctor, 'en').topic.detail,
      ),
    );
    expect(url.searchParams.get('text')).toContain(doctor.name);
    expect(whatsapp.attrs.target).toBe('_blank');
    expect(whatsapp.attrs.rel).toContain('noopener');
  });

  it('names the package or service it was opened from', async () => {
    expect(visibleText(await (await get('/book?package=executive')).text())).toContain('Executive Health Check-up');
    expect(visibleText(await (await get('/book?from=%2Fdiabetes-care')).text())).toContain('Diabetes Care');
  });

  it.each([
    '/book?doctor=nobody',
    '/book?package=platinum',
    '/book?from=%2Fnowhere',
    '/book?doctor=arjun-mehta&package=basic',
  ])('%s answers 400 with a message and still offers help', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect((await select(html, '[role="alert"]')).length).toBe(1);
    expect(await select(html, 'a[href^="tel:"]')).not.toHaveLength(0);
  });
});
