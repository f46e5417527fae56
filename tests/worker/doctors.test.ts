import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { DOCTOR_REQUEST_MISSING, DOCTOR_REQUEST_SUBMITTED } from '../../shared/messages';
import { publishedDoctors } from '../../src/appointments';
import { doctorProfile } from '../../src/content/doctors/profile';
import { select, selectOne, visibleText } from './html';
import { formatDecimal, formatNumber } from '../../shared/i18n/format';
import { SITE, get } from './auth-helpers';

/** The published doctors in D1 (the seed of migrations/0005_sample_doctors.sql), as the English page shows them. */
const DOCTORS = (await publishedDoctors(env.DB)).map((doctor) => doctorProfile(doctor, 'en'));

function postRequest(body: string, headers: Record<string, string> = {}) {
  return get('/doctors/request', {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: SITE, 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body,
  });
}

describe('/doctors', () => {
  it('shows the three doctors with every field and the spec figures', async () => {
    const html = await (await get('/doctors')).text();
    const cards = await select(html, 'article');
    expect(cards).toHaveLength(3);
    const text = visibleText(html);
    // docs/product/figures.md: fee, rating and years of each doctor, as values (fees in paise); listed by name.
    const figures = [
      { name: 'Dr. Arjun Mehta', fee: 49_900, shown: '₹499', rating: '4.8', years: 10 },
      { name: 'Dr. Kavya Iyer', fee: 99_900, shown: '₹999', rating: '4.9', years: 4 },
      { name: 'Dr. Priya Raman', fee: 59_900, shown: '₹599', rating: '4.7', years: 8 },
    ];
    expect(DOCTORS.map((doctor) => doctor.name)).toEqual(figures.map((figure) => figure.name));
    DOCTORS.forEach((doctor, index) => {
      const card = cards[index]?.text ?? '';
      expect(doctor.fee).toBe(figures[index]?.fee);
      expect(doctor.feeText).toBe(figures[index]?.shown);
      expect(formatDecimal(doctor.rating ?? 0)).toBe(figures[index]?.rating);
      expect(doctor.experienceYears).toBe(figures[index]?.years);
      for (const value of [
        doctor.name,
        doctor.specialization,
        doctor.feeText,
        `${formatDecimal(doctor.rating ?? 0)} out of 5`,
        `${formatNumber(doctor.experienceYears ?? 0)} years`,
        `for ${formatNumber(doctor.minutes)} minutes`,
        doctor.languages.join(', '),
        doctor.education,
        `${doctor.registration.number}, ${doctor.registration.council}`,
        'Sample profile: to be replaced by the provider’s own doctor.',
      ]) {
        expect(card, doctor.id).toContain(value);
      }
      expect(text).toContain(doctor.name);
    });
    expect(DOCTORS[0]?.languages).toEqual(['English', 'Hindi', 'Gujarati']);
    // No card promises a doctor is free now: each says its next free time, from the doctor's slots, or nothing
    // (tests/worker/doctor-next-free.test.ts sets the clock).
    expect(text).not.toContain('Available Now');
    const avatars = await select(html, 'article [role="img"]');
    expect(avatars.map((avatar) => avatar.attrs['aria-label'])).toEqual(DOCTORS.map((doctor) => doctor.image.alt));
    expect(avatars.map((avatar) => avatar.text)).toEqual(['AM', 'KI', 'PR']);
  });

  it('each Book Now opens the booking dialog for that doctor, and links to its pick-a-time page without JavaScript', async () => {
    const html = await (await get('/doctors')).text();
    const bookNow = (await select(html, 'article a')).filter((link) => link.text === 'Book Now');
    expect(bookNow.map((link) => link.attrs.href)).toEqual(DOCTORS.map((doctor) => `/doctors/${doctor.id}/book`));
    const islands = (await select(html, 'article [data-island="BookingButton"]')).map((island) =>
      JSON.parse(island.attrs['data-props'] ?? '{}'),
    );
    expect(islands.map((props) => props.topic.subject)).toEqual(DOCTORS.map((doctor) => doctor.name));
    expect(islands[0].topic.detail).toBe('Diabetologist & General Physician · Consultation fee ₹499');
    // The dialog offers the doctor's free times too; its call-back form still posts to the /book page.
    expect(islands.map((props) => [props.topic.pick, props.action])).toEqual(
      DOCTORS.map((doctor) => [`/doctors/${doctor.id}/book`, `/book?doctor=${doctor.id}`]),
    );
  });

  it('has Request Specific Doctor, Talk to Coordinator, a working department filter and no dead buttons', async () => {
    const html = await (await get('/doctors')).text();
    const links = await select(html, 'main a');
    expect(links.filter((link) => link.text === 'Request Specific Doctor').map((link) => link.attrs.href)).toContain(
      '/doctors/request',
    );
    expect(links.find((link) => link.text === 'Talk to Coordinator')?.attrs.href).toBe('tel:+919000000000');
    expect(links.find((link) => link.text === 'View All Specializations')?.attrs.href).toBe('/departments');
    expect(visibleText(html)).not.toContain('Load More Doctors');
    const form = await selectOne(html, 'main form');
    expect(form.attrs.method).toBe('get');
    expect((await selectOne(html, 'main form button')).text).toBe('Filter by Department');
  });

  it('filters by department', async () => {
    const response = await get('/doctors?department=oncology');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(await select(html, 'article')).toHaveLength(1);
    expect(visibleText(html)).toContain('Showing 1 doctor in Oncology.');
    expect((await selectOne(html, 'option[selected]')).attrs.value).toBe('oncology');
  });

  it('answers an unknown department with 400, saying so and showing everyone', async () => {
    const response = await get('/doctors?department=astrology');
    expect(response.status).toBe(400);
    const html = await response.text();
    expect((await selectOne(html, '[role="alert"]')).text).toBe('We do not have that department. Showing all doctors.');
    expect(await select(html, 'article')).toHaveLength(3);
  });
});

describe('/doctors/request without JavaScript', () => {
  it('renders the request form with the spec fields', async () => {
    const html = await (await get('/doctors/request')).text();
    const form = await selectOne(html, 'main form');
    expect(form.attrs.method).toBe('post');
    // The honeypot's label is hidden from people (aria-hidden, off screen).
    const labels = (await select(html, 'main form label'))
      .map((label) => label.text)
      .filter((text) => text !== 'Leave this field empty');
    expect(labels).toEqual([
      'Your Name *',
      'Phone Number *',
      'Required Specialization *',
      'Specific Requirements (optional)',
    ]);
    expect((await selectOne(html, 'input[name="phone"]')).attrs.type).toBe('tel');
    expect((await selectOne(html, 'input[name="specialization"]')).attrs.placeholder).toContain(
      'Cardiologist, Neurologist, Pediatrician',
    );
    expect((await selectOne(html, 'textarea[name="requirements"]')).attrs.rows).toBe('3');
    for (const name of ['name', 'phone', 'specialization']) {
      expect((await selectOne(html, `input[name="${name}"]`)).attrs).toHaveProperty('required');
    }
  });

  it('a valid request redirects to /doctors with a one-time notice', async () => {
    const response = await postRequest('name=Asha&phone=%2B91+98765+43210&specialization=Cardiologist&requirements=');
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/doctors');
    const cookie = response.headers.get('Set-Cookie') ?? '';
    // The message's code and the stored request's reference.
    expect(cookie).toMatch(/^flash=doctor-request-submitted%3ACL-[0-9A-Z]{6};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');

    const next = await get('/doctors', { headers: { Cookie: 'flash=doctor-request-submitted' } });
    expect(next.headers.get('Cache-Control')).toBe('no-store');
    expect(next.headers.get('Set-Cookie')).toMatch(/^flash=; Max-Age=0/);
    const html = await next.text();
    const notice = await selectOne(html, '[data-island="FlashNotice"] [role="status"]');
    expect(notice.text).toBe(`${DOCTOR_REQUEST_SUBMITTED.title} ${DOCTOR_REQUEST_SUBMITTED.description}`);
    // The same notice becomes a toast once hydrated.
    const props = JSON.parse((await selectOne(html, '[data-island="FlashNotice"]')).attrs['data-props'] ?? '{}');
    expect(props.message.title).toBe(DOCTOR_REQUEST_SUBMITTED.title);
  });

  it('an unknown flash code shows nothing', async () => {
    const html = await (await get('/doctors', { headers: { Cookie: 'flash=<script>alert(1)</script>' } })).text();
    expect(await select(html, '[data-island="FlashNotice"]')).toHaveLength(0);
  });

  it('a request missing required fields is shown again with the spec message and the answers kept', async () => {
    const response = await postRequest('name=Asha&phone=&specialization=++&requirements=Speaks+Tamil');
    expect(response.status).toBe(422);
    const html = await response.text();
    expect((await selectOne(html, '[role="alert"]')).text).toBe(
      `${DOCTOR_REQUEST_MISSING.title} ${DOCTOR_REQUEST_MISSING.description}`,
    );
    expect((await selectOne(html, 'input[name="name"]')).attrs.value).toBe('Asha');
    expect((await selectOne(html, 'input[name="phone"]')).attrs['aria-invalid']).toBe('true');
    expect((await selectOne(html, 'input[name="specialization"]')).attrs['aria-invalid']).toBe('true');
    expect((await selectOne(html, 'textarea[name="requirements"]')).text).toBe('Speaks Tamil');
  });

  it('rejects answers over the length limits, a wrong content type and an oversized body', async () => {
    const long = await postRequest(`name=${'a'.repeat(101)}&phone=1&specialization=b`);
    expect(long.status).toBe(422);
    const json = await postRequest('{"name":"a"}', { 'Content-Type': 'application/json' });
    expect(json.status).toBe(415);
    const huge = await postRequest(`name=a&phone=1&specialization=b&requirements=${'x'.repeat(20_000)}`);
    expect(huge.status).toBe(413);
    expect(await huge.text()).toContain('too large');
  });
});
