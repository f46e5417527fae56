// The UI primitives: what each renders, checked on its markup (pages built from them are checked in their own tests).
import { renderToString } from 'react-dom/server.edge';
import { describe, expect, it } from 'vitest';
import { formatRupees } from '../../shared/money';
import { CONSULTATION_PLAN_WORDS, PLAN_FIGURE_WORDS, SUBSCRIPTION_PLAN_WORDS } from '../../src/content/plans/copy.en';
import { CONSULTATION_PLANS, SUBSCRIPTION_PLANS } from '../../src/content/plans/facts';
import { Alert } from '../../src/ui/Alert';
import { CardGrid } from '../../src/ui/CardGrid';
import { Field } from '../../src/ui/Field';
import { Faq } from '../../src/ui/Faq';
import { JsonLd } from '../../src/ui/JsonLd';
import { PriceTable, type PriceTableWords } from '../../src/ui/PriceTable';
import { Section } from '../../src/ui/Section';
import { StepList } from '../../src/ui/StepList';
import { select, selectOne } from './html';

const WORDS: PriceTableWords = {
  caption: 'Consultation prices',
  item: 'Plan',
  price: 'Price',
  detail: 'Length',
  was: (amount) => `was ${amount}`,
  off: (percent) => `${percent}% off`,
  free: 'Free',
};

describe('UI primitives', () => {
  it('Section is a region named by its heading, with an anchor only when asked', async () => {
    const html = renderToString(
      <Section id="faq" title="Questions" anchor>
        <p>body</p>
      </Section>,
    );
    const section = await selectOne(html, 'section');
    expect(section.attrs['aria-labelledby']).toBe('faq-title');
    expect(section.attrs.id).toBe('faq');
    expect((await selectOne(html, 'h2#faq-title')).text).toBe('Questions');
    const plain = renderToString(
      <Section id="x" title="X">
        {null}
      </Section>,
    );
    expect((await selectOne(plain, 'section')).attrs.id).toBeUndefined();
  });

  it('Section puts an aside beside its heading, inside the named region', async () => {
    const html = renderToString(
      <Section id="list" title="Doctors" aside={<form method="get" />} tone="white">
        <p>body</p>
      </Section>,
    );
    expect((await selectOne(html, 'section[aria-labelledby="list-title"] div.flex > h2')).text).toBe('Doctors');
    expect(await select(html, 'section div.flex > form')).toHaveLength(1);
  });

  it('CardGrid lists each item in a card', async () => {
    const html = renderToString(
      <CardGrid items={['a', 'b', 'c']} columns={2} itemKey={(item) => item} renderItem={(item) => <b>{item}</b>} />,
    );
    expect((await select(html, 'ul > li.card')).map((item) => item.text)).toEqual(['a', 'b', 'c']);
    const own = renderToString(
      <CardGrid
        items={['a']}
        framed={false}
        itemKey={(item) => item}
        renderItem={(item) => <article className="card">{item}</article>}
      />,
    );
    expect(await select(own, 'li.card')).toHaveLength(0);
    expect((await selectOne(own, 'ul > li > article.card')).text).toBe('a');
  });

  it('StepList numbers steps in the given words', async () => {
    const html = renderToString(
      <StepList
        steps={[
          { title: 'Book', description: 'd' },
          { title: 'Consult', description: 'd' },
        ]}
        stepLabel={(n) => `क़दम ${n}`}
        columns=""
      />,
    );
    expect((await select(html, 'ol li p.text-sm')).map((label) => label.text)).toEqual(['क़दम 1', 'क़दम 2']);
  });

  it('PriceTable formats the prices and computes each discount from the two prices', async () => {
    const rows = CONSULTATION_PLANS.map((plan) => ({
      id: plan.id,
      name: CONSULTATION_PLAN_WORDS[plan.id].name,
      price: plan.price,
      originalPrice: plan.originalPrice,
      detail: `${plan.minutes} min`,
    }));
    const html = renderToString(<PriceTable rows={rows} words={WORDS} locale="en" />);
    expect((await selectOne(html, 'caption')).text).toBe('Consultation prices');
    const cells = (await select(html, 'tbody td:first-of-type')).map((cell) => cell.text);
    // The dot between the old price and the saving is for the eye only (aria-hidden); words and spaces carry the meaning.
    expect(cells).toEqual(['₹499 was ₹799 · 38% off', '₹599 was ₹1,199 · 50% off', '₹999 was ₹1,799 · 44% off']);
    expect((await select(html, 'tbody th[scope="row"]')).map((cell) => cell.text)).toEqual([
      'General Physician',
      'Diabetes Care',
      'Cancer 2nd Opinion',
    ]);
    const free = renderToString(
      <PriceTable rows={[{ id: 'r', name: 'Records', price: 0 }]} words={WORDS} locale="hi" />,
    );
    expect((await selectOne(free, 'tbody td')).text).toBe('Free');
  });

  it('PriceTable renders the monthly plans from their facts, with the figures their words state', async () => {
    const rows = SUBSCRIPTION_PLANS.map((plan) => ({
      id: plan.id,
      name: SUBSCRIPTION_PLAN_WORDS[plan.id].name,
      price: plan.price,
      originalPrice: plan.originalPrice,
      detail:
        'members' in plan
          ? PLAN_FIGURE_WORDS.members(String(plan.members))
          : PLAN_FIGURE_WORDS.consultationsPerMonth(String(plan.consultationsPerMonth)),
      highlight: plan.recommended ? 'Recommended' : undefined,
    }));
    const html = renderToString(<PriceTable rows={rows} words={WORDS} locale="en" />);
    expect((await select(html, 'tbody tr')).map((row) => row.text)).toEqual([
      `Cancer Advisory Plan Recommended ${formatRupees(4999)} was ${formatRupees(7499)} · 33% off 2 oncologist consultations every month`,
      `Family Health Plan ${formatRupees(2499)} was ${formatRupees(3999)} · 38% off For up to 4 family members`,
    ]);
  });

  it('Faq answers open and close without JavaScript', async () => {
    const html = renderToString(<Faq items={[{ question: 'Can I cancel?', answer: 'Yes, up to 2 hours before.' }]} />);
    expect((await selectOne(html, 'details summary')).text).toBe('Can I cancel?');
    expect((await selectOne(html, 'details div')).text).toBe('Yes, up to 2 hours before.');
  });

  it('JsonLd writes data no value can break out of', () => {
    const html = renderToString(
      <JsonLd data={{ '@type': 'Organization', name: '</script><script>alert(1)</script>' }} />,
    );
    expect(html).toMatch(/^<script type="application\/ld\+json">/);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = html.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    expect(JSON.parse(json)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: '</script><script>alert(1)</script>',
    });
  });

  it('Field labels its control, marks it required or optional, describes it with the hint and flags it invalid', async () => {
    const html = renderToString(
      <>
        <Field id="name" label="Your Name" required invalid>
          <input name="name" />
        </Field>
        <Field id="notes" label="Notes" optionalText=" (optional)" hint="Anything we should know.">
          <textarea name="notes" />
        </Field>
      </>,
    );
    const name = await selectOne(html, 'input#name');
    expect(name.attrs).toMatchObject({ name: 'name', class: 'field-input', required: '', 'aria-invalid': 'true' });
    expect((await selectOne(html, 'label[for="name"]')).text).toBe('Your Name *');
    expect((await selectOne(html, 'label[for="notes"]')).text).toBe('Notes (optional)');
    expect((await selectOne(html, 'textarea#notes')).attrs['aria-describedby']).toBe('notes-hint');
    expect((await selectOne(html, '#notes-hint')).text).toBe('Anything we should know.');
  });

  it('Field shows its own error under the control and ties it to the control with the hint', async () => {
    const html = renderToString(
      <Field id="email" label="Email" required hint="We reply here." error="Enter an email address.">
        <input name="email" type="email" />
      </Field>,
    );
    const input = await selectOne(html, 'input#email');
    expect(input.attrs).toMatchObject({
      name: 'email',
      type: 'email',
      class: 'field-input',
      'aria-invalid': 'true',
      'aria-describedby': 'email-hint email-error',
    });
    expect((await selectOne(html, '#email-hint')).text).toBe('We reply here.');
    expect((await selectOne(html, '#email-error')).attrs.class).toBe('field-error');
    expect((await selectOne(html, '#email-error')).text).toBe('Enter an email address.');
    expect(await select(html, '[id="email-hint"]')).toHaveLength(1);
    const noHint = renderToString(
      <Field id="phone" label="Phone" error="Enter your phone number.">
        <input name="phone" />
      </Field>,
    );
    expect((await selectOne(noHint, 'input#phone')).attrs['aria-describedby']).toBe('phone-error');
  });

  it('Alert announces errors at once and information politely', async () => {
    const html = renderToString(
      <>
        <Alert tone="error" title="Missing Information">
          Please fill in all required fields.
        </Alert>
        <Alert tone="info">Saved.</Alert>
      </>,
    );
    expect((await selectOne(html, '[role="alert"]')).text).toBe(
      'Missing Information Please fill in all required fields.',
    );
    expect((await selectOne(html, '[role="status"]')).text).toBe('Saved.');
  });
});
