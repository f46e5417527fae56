import { describe, expect, it } from 'vitest';
import {
  BOOKING_PICK_ATTRIBUTE,
  NATIVE_DIALOG_ATTRIBUTE,
  NATIVE_DIALOG_IDS,
  NATIVE_FORM_ACTION_ATTRIBUTE,
  SHELL_PART_ATTRIBUTE,
} from '../../shared/dialog/opener';
import { topicText } from '../../shared/booking/topic';
import { EN_ISLAND_WORDS } from '../../shared/i18n/en/islands';
import { EN_UI } from '../../shared/i18n/en/ui';
import { HI_ISLAND_WORDS } from '../../shared/i18n/hi/islands';
import { HI_UI } from '../../shared/i18n/hi/ui';
import { doctorBooking } from '../../src/booking/topics';
import { SAMPLE_DOCTORS } from '../../src/content/doctors/facts';
import { doctorProfile } from '../../src/content/doctors/profile';
import { select, selectOne } from './html';
import { get } from './auth-helpers';

const BOOKING = `template#${NATIVE_DIALOG_IDS.booking}`;
const REQUEST = `template#${NATIVE_DIALOG_IDS.requestDoctor}`;

/** The closed dialog inside `template` and its title and description, as the page carries them. */
async function shell(html: string, template: string) {
  expect(await select(html, template)).toHaveLength(1);
  const dialog = await selectOne(html, `${template} dialog`);
  expect(dialog.attrs.open).toBeUndefined();
  // Shown without the browser's modal mode (client/dialog/modal-layer.ts), so it says it is modal itself.
  expect(dialog.attrs['aria-modal']).toBe('true');
  return {
    title: (await selectOne(html, `${template} #${dialog.attrs['aria-labelledby']}`)).text,
    description: (await selectOne(html, `${template} #${dialog.attrs['aria-describedby']}`)).text,
    close: (await selectOne(html, `${template} button[aria-label]`)).attrs['aria-label'],
    form: (await selectOne(html, `${template} form`)).attrs,
  };
}

async function fieldsIn(html: string, template: string): Promise<string[]> {
  return (await select(html, `${template} form [name]`)).map((field) => field.attrs.name ?? '');
}

describe('the native booking dialog', () => {
  it.each([
    ['/doctors', EN_UI],
    ['/hi/doctors', HI_UI],
  ])('%s carries one, in its language, with the call-back form posting to /book', async (path, t) => {
    const html = await (await get(path)).text();
    const { title, description, close, form } = await shell(html, BOOKING);
    expect(title).toBe(t.contact.dialogTitle);
    expect(description).toBe(t.booking.generalSubject);
    expect(close).toBe(t.dialog.close);
    expect((await selectOne(html, `${BOOKING} a[href^="tel:"]`)).attrs.href).toBe('tel:+919000000000');
    expect(form.method).toBe('post');
    expect(form.action).toBe(path.startsWith('/hi') ? '/hi/book' : '/book');
    expect(await fieldsIn(html, BOOKING)).toEqual(
      expect.arrayContaining(['name', 'phone', 'language', 'timeWindow', 'topic', 'token']),
    );
  });

  it('each booking button names it and carries the topic line and the WhatsApp message it shows', async () => {
    const html = await (await get('/doctors')).text();
    const doctor = doctorProfile(SAMPLE_DOCTORS[0]!, 'en');
    const { topic } = doctorBooking(doctor, 'en', `/doctors/${doctor.id}/book`);
    // Without JavaScript a doctor's Book Now is a link to the page of their free times.
    const buttons = await select(html, `[data-island="BookingButton"] a[href="/doctors/${doctor.id}/book"]`);
    expect(buttons).toHaveLength(1);
    expect(buttons[0]!.attrs[NATIVE_DIALOG_ATTRIBUTE]).toBe(NATIVE_DIALOG_IDS.booking);
    expect(buttons[0]!.attrs['data-booking-topic']).toBe(topicText(topic));
    expect(buttons[0]!.attrs['data-booking-whatsapp']).toBe(EN_UI.contact.whatsappMessage(topic.subject, topic.detail));
    // Its dialog offers that page, as React's does, and sends the call-back request to the /book page for the doctor,
    // which takes it: not to the page of free times, which takes none (issue 38).
    expect(buttons[0]!.attrs[BOOKING_PICK_ATTRIBUTE]).toBe(`/doctors/${doctor.id}/book`);
    expect(buttons[0]!.attrs[NATIVE_FORM_ACTION_ATTRIBUTE]).toBe(`/book?doctor=${doctor.id}`);
    const pick = await selectOne(html, `${BOOKING} a[${SHELL_PART_ATTRIBUTE}="pick"]`);
    expect(pick.text).toBe(EN_ISLAND_WORDS.contact.pickTime);
  });

  it.each(['/pricing', '/hi/telemedicine', '/404'])(
    '%s: each booking button sends its request where its link leads without JavaScript, a page that takes it',
    async (path) => {
      const html = await (await get(path)).text();
      const buttons = await select(html, `[data-island="BookingButton"] a[${NATIVE_DIALOG_ATTRIBUTE}]`);
      expect(buttons.length).toBeGreaterThan(0);
      for (const button of buttons) {
        expect(button.attrs[BOOKING_PICK_ATTRIBUTE]).toBeUndefined();
        const action = button.attrs[NATIVE_FORM_ACTION_ATTRIBUTE]!;
        expect(action).toBe(button.attrs.href);
        // The 404 page books a general consultation: /book knows no page called /404.
        expect((await get(action)).status).toBe(200);
      }
    },
  );
});

describe('the native Request Specific Doctor dialog', () => {
  it.each([
    ['/doctors', EN_ISLAND_WORDS, '/doctors/request'],
    ['/hi/doctors', HI_ISLAND_WORDS, '/hi/doctors/request'],
  ])('%s carries one, in its language, with the request form posting to %s', async (path, words, action) => {
    const html = await (await get(path)).text();
    const { title, description, close, form } = await shell(html, REQUEST);
    expect(title).toBe(words.request.title);
    expect(description).toBe(words.request.description);
    expect(close).toBe(words.dialog.close);
    expect(form.method).toBe('post');
    expect(form.action).toBe(action);
    expect(await fieldsIn(html, REQUEST)).toEqual(
      expect.arrayContaining(['name', 'phone', 'specialization', 'requirements', 'token']),
    );
    // The token is the browser's to write: the cached page is shared by every visitor.
    expect((await selectOne(html, `${REQUEST} input[name="token"]`)).attrs.value).toBe('');
    const buttons = await select(html, `[data-island="RequestDoctorButton"] a[${NATIVE_DIALOG_ATTRIBUTE}]`);
    expect(buttons.map((button) => [button.attrs[NATIVE_DIALOG_ATTRIBUTE], button.attrs.href])).toEqual([
      [NATIVE_DIALOG_IDS.requestDoctor, action],
      [NATIVE_DIALOG_IDS.requestDoctor, action],
    ]);
  });

  it('is carried only by a page with that button', async () => {
    const html = await (await get('/pricing')).text();
    expect(await select(html, BOOKING)).toHaveLength(1);
    expect(await select(html, REQUEST)).toHaveLength(0);
  });
});

describe('pages without dialog buttons', () => {
  it('carry no native dialog', async () => {
    // A policy's printable view: the text alone, no header, no booking band.
    for (const path of ['/privacy?print=1', '/hi/terms?print=1']) {
      const html = await (await get(path)).text();
      expect(await select(html, '[data-island="BookingButton"]')).toHaveLength(0);
      expect(await select(html, 'template')).toHaveLength(0);
    }
  });
});
