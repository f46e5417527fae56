import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { BOOKING_SHELL_ID } from '../../client/dialog/opener';
import { topicText } from '../../shared/booking/topic';
import { EN_UI } from '../../shared/i18n/en/ui';
import { HI_UI } from '../../shared/i18n/hi/ui';
import { doctorBooking } from '../../src/booking';
import { doctorsIn } from '../../src/content/doctors/words';
import { select, selectOne, visibleText } from './html';

const get = (path: string) => SELF.fetch(`http://localhost:8787${path}`);

describe('/book, the booking dialog without JavaScript', () => {
  it('offers a call and a WhatsApp chat prefilled with the doctor', async () => {
    const doctor = doctorsIn('en')[0]!;
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

describe('the native booking dialog each page carries for a tap before React is ready', () => {
  const SHELL = `template#${BOOKING_SHELL_ID}`;

  it.each([
    ['/doctors', EN_UI],
    ['/hi/doctors', HI_UI],
  ])('%s carries one, in its language, with the call-back form posting to /book', async (path, t) => {
    const html = await (await get(path)).text();
    expect(await select(html, SHELL)).toHaveLength(1);
    const dialog = await selectOne(html, `${SHELL} dialog`);
    expect(dialog.attrs.open).toBeUndefined();
    const title = await selectOne(html, `${SHELL} #${dialog.attrs['aria-labelledby']}`);
    expect(title.text).toBe(t.contact.dialogTitle);
    expect((await selectOne(html, `${SHELL} #${dialog.attrs['aria-describedby']}`)).text).toBe(
      t.booking.generalSubject,
    );
    expect((await selectOne(html, `${SHELL} button[aria-label]`)).attrs['aria-label']).toBe(t.dialog.close);
    expect((await selectOne(html, `${SHELL} a[href^="tel:"]`)).attrs.href).toBe('tel:+919000000000');
    const form = await selectOne(html, `${SHELL} form`);
    expect(form.attrs.method).toBe('post');
    expect(form.attrs.action).toBe(path.startsWith('/hi') ? '/hi/book' : '/book');
    for (const field of ['name', 'phone', 'language', 'timeWindow', 'topic', 'token'])
      expect(await select(html, `${SHELL} [name="${field}"]`)).toHaveLength(1);
  });

  it('each booking button carries the topic line and the WhatsApp message the dialog shows for it', async () => {
    const html = await (await get('/doctors')).text();
    const doctor = doctorsIn('en')[0]!;
    const { topic } = doctorBooking(doctor, 'en');
    const buttons = await select(
      html,
      `[data-island="BookingButton"] a[href="${doctorBooking(doctor, 'en').fallbackHref}"]`,
    );
    expect(buttons).toHaveLength(1);
    expect(buttons[0]!.attrs['data-booking-topic']).toBe(topicText(topic));
    expect(buttons[0]!.attrs['data-booking-whatsapp']).toBe(EN_UI.contact.whatsappMessage(topic.subject, topic.detail));
  });

  it('is left out of pages without a booking button', async () => {
    // A policy's printable view: the text alone, no header, no booking band.
    for (const path of ['/privacy?print=1', '/hi/terms?print=1']) {
      const html = await (await get(path)).text();
      expect(await select(html, '[data-island="BookingButton"]')).toHaveLength(0);
      expect(await select(html, SHELL)).toHaveLength(0);
    }
  });
});
