// Issue 38: a patient can find a booked appointment again. The lookup page (/appointments, /hi/appointments: the
// reference and the mobile number) is linked from the header's menus and the footer of every page, from the booking
// pages, Contact and Refunds, in both languages; and the page a patient lands on after picking a time tells them to
// keep the reference or the link, and where to open it again.
import { describe, expect, it } from 'vitest';
import { EN_UI } from '../../shared/i18n/en/ui';
import { HI_UI } from '../../shared/i18n/hi/ui';
import { APPOINTMENT_COPY_EN } from '../../src/patient/copy.en';
import { APPOINTMENT_COPY_HI } from '../../src/patient/copy.hi';
import { get, postForm } from './auth-helpers';
import { pickFields, slotAhead, testDoctor } from './appointment-support';
import { select, selectOne, visibleText } from './html';

const LANGUAGES = [
  { prefix: '', lookup: '/appointments', ui: EN_UI, copy: APPOINTMENT_COPY_EN },
  { prefix: '/hi', lookup: '/hi/appointments', ui: HI_UI, copy: APPOINTMENT_COPY_HI },
] as const;

const page = async (path: string) => {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  return response.text();
};

/** The links to the lookup page in a part of the page, as [href, text]. */
const lookupLinks = async (html: string, where: string, lookup: string) =>
  (await select(html, `${where} a`))
    .filter((link) => link.attrs.href === lookup)
    .map((link) => [link.attrs.href, link.text]);

describe.each(LANGUAGES)('finding an appointment again ($lookup)', ({ prefix, lookup, ui, copy }) => {
  it('the header (wide menu and phone menu) and the footer link to the lookup page on every kind of page', async () => {
    for (const path of ['/', '/doctors', '/pricing', '/login']) {
      const html = await page(path === '/' && prefix ? prefix : `${prefix}${path}`);
      const inMenu = [lookup, ui.appointmentLookup.navLabel];
      // The wide screens' navigation, and the small screens' menu panel (a details element, links there without JS).
      expect(await lookupLinks(html, 'header nav', lookup), path).toEqual([inMenu, inMenu]);
      expect(await lookupLinks(html, 'footer', lookup), path).toEqual([[lookup, ui.appointmentLookup.link]]);
    }
  });

  it('the lookup page marks its own link as the current page', async () => {
    const html = await page(lookup);
    const links = (await select(html, 'header nav a')).filter((link) => link.attrs.href === lookup);
    expect(links.map((link) => link.attrs['aria-current'])).toEqual(['page', 'page']);
  });

  it('the booking pages, Contact and Refunds say where to open a booked appointment', async () => {
    const doctor = await testDoctor();
    for (const path of ['/contact', '/refunds', '/book?doctor=arjun-mehta', `/doctors/${doctor.id}/book`]) {
      const html = await page(`${prefix}${path}`);
      const note = await selectOne(html, 'main [data-appointment-lookup]');
      expect(note.text, path).toContain(ui.appointmentLookup.lead);
      expect(await lookupLinks(html, 'main [data-appointment-lookup]', lookup), path).toEqual([
        [lookup, ui.appointmentLookup.link],
      ]);
    }
  });

  it('after picking a time, the appointment page says to keep the reference or its link, and where to open it again', async () => {
    const doctor = await testDoctor();
    const pick = await page(`${prefix}/doctors/${doctor.id}/book`);
    const posted = await postForm(`${prefix}/doctors/${doctor.id}/book`, pickFields(slotAhead(pick, 3)));
    expect(posted.status).toBe(303);
    const location = posted.headers.get('Location') ?? '';
    expect(location).toMatch(new RegExp(`^${prefix}/appointments/AP-[0-9A-Z]{6}\\?key=`));
    const reference = /AP-[0-9A-Z]{6}/.exec(location)?.[0] ?? '';
    const html = await page(location);
    const keep = await selectOne(html, 'main [data-keep-note]');
    const text = visibleText(
      html.slice(html.indexOf('data-keep-note'), html.indexOf('</section>', html.indexOf('data-keep-note'))),
    );
    expect(keep.text).toContain(copy.appointment.keep.title);
    expect(text).toContain(`${copy.appointment.keep.reference} ${reference}`);
    expect(text).toContain(copy.appointment.keep.save);
    expect(text).toContain(
      `${copy.appointment.keep.againBefore} ${ui.appointmentLookup.link} ${copy.appointment.keep.againAfter}`,
    );
    expect(await lookupLinks(html, 'main [data-keep-note]', lookup)).toEqual([[lookup, ui.appointmentLookup.link]]);
  });
});
