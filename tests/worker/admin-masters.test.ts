// The admin's Masters (specialties, departments, vitals, symptoms, medicines): one screen per master, made from its
// definition. Lists the starter set, adds, edits (the id stays), retires and restores, each audited; a wrong field is
// refused whole with its message (400); a duplicate is refused with a message; an unknown id is 404; only admins.
import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { findMasterRow, listMaster, MASTER_KINDS } from '../../src/records';
import { ACCOUNTS, postForm, signIn, SITE } from './auth-helpers';
import { select, visibleText } from './html';

const path = (kind: string) => `/admin/masters/${kind}`;
const stamp = Date.now().toString(36);

let admin = '';
let patient = '';

const get = (address: string, cookie = admin) =>
  SELF.fetch(`${SITE}${address}`, { headers: { Cookie: cookie }, redirect: 'manual' });

const auditRows = async (action: string, reference: string) =>
  (
    await env.DB.prepare('SELECT actor_email, detail FROM audit_log WHERE action = ?1 AND reference = ?2 ORDER BY id')
      .bind(action, reference)
      .all<{ actor_email: string; detail: string }>()
  ).results;

const refused = async (response: Response, status: number, ...messages: string[]) => {
  expect(response.status).toBe(status);
  const text = visibleText(await response.text());
  for (const message of messages) expect(text).toContain(message);
  return text;
};

beforeAll(async () => {
  [admin, patient] = await Promise.all([signIn('admin', 'admin'), signIn('patient')]);
});

describe('each master lists its starter set to review', () => {
  it.each(MASTER_KINDS)('%s', async (kind) => {
    const response = await get(path(kind));
    expect(response.status).toBe(200);
    const html = await response.text();
    const text = visibleText(html);
    expect(text).toContain('Starter set to review');
    const rows = await select(html, 'tbody tr');
    expect(rows.length).toBe((await listMaster(env.DB, kind)).length);
    expect(rows.length).toBeGreaterThanOrEqual(10);
  });

  it('shows medicines with their guidelines category, vitals with unit and range', async () => {
    const medicines = await select(await (await get(path('medicines'))).text(), 'tbody tr');
    const morphine = medicines.find((row) => row.text.includes('morphine-10-tablet'));
    expect(morphine?.text).toContain('Prohibited');
    expect(medicines.find((row) => row.text.includes('amoxicillin-500-capsule'))?.text).toContain('List A');
    const vitals = await select(await (await get(path('vitals'))).text(), 'tbody tr');
    const spo2 = vitals.find((row) => row.text.includes('spo2'));
    expect(spo2?.text).toContain('%');
    expect(spo2?.text).toContain('50');
    expect(spo2?.text).toContain('100');
  });

  it('keeps the departments the doctors already name', async () => {
    for (const id of ['general-physician', 'diabetes-care', 'oncology']) {
      expect(await findMasterRow(env.DB, 'departments', id)).toMatchObject({ id, retiredAt: null });
    }
  });
});

describe('adding, editing, retiring and restoring', () => {
  const symptom = `Hiccups ${stamp}`;
  const id = `hiccups-${stamp}`;

  it('adds a symptom with a slug id, audited', async () => {
    const response = await postForm(path('symptoms'), { action: 'add', name: `  ${symptom} ` }, { Cookie: admin });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe(`${path('symptoms')}?saved=added#row-${id}`);
    expect(await findMasterRow(env.DB, 'symptoms', id)).toMatchObject({
      values: { name: symptom },
      starter: false,
      retiredAt: null,
    });
    const [row] = await auditRows('master-add', `symptoms/${id}`);
    expect(row).toMatchObject({ actor_email: ACCOUNTS.admin.email, detail: `Added ${symptom}` });
    const page = visibleText(await (await get(`${path('symptoms')}?saved=added`)).text());
    expect(page).toContain('Added.');
    expect(page).toContain(symptom);
  });

  it('refuses the same name again, in any case, saving nothing', async () => {
    const before = (await listMaster(env.DB, 'symptoms')).length;
    await refused(
      await postForm(path('symptoms'), { action: 'add', name: symptom.toUpperCase() }, { Cookie: admin }),
      409,
      'There is already a symptom',
    );
    expect((await listMaster(env.DB, 'symptoms')).length).toBe(before);
  });

  it('edits it, keeping the id; the audit row says what changed', async () => {
    const edit = await get(`${path('symptoms')}?edit=${id}`);
    expect(visibleText(await edit.text())).toContain(`The id ${id} stays.`);
    const response = await postForm(
      path('symptoms'),
      { action: 'edit', id, name: `Persistent hiccups ${stamp}` },
      { Cookie: admin },
    );
    expect(response.status).toBe(303);
    expect(await findMasterRow(env.DB, 'symptoms', id)).toMatchObject({
      id,
      values: { name: `Persistent hiccups ${stamp}` },
    });
    const [row] = await auditRows('master-edit', `symptoms/${id}`);
    expect(row?.detail).toBe(`name: ${symptom} → Persistent hiccups ${stamp}`);
  });

  it('retires and restores it, each audited', async () => {
    const retire = await postForm(path('symptoms'), { action: 'retire', id }, { Cookie: admin });
    expect(retire.status).toBe(303);
    expect((await findMasterRow(env.DB, 'symptoms', id))?.retiredAt).toEqual(expect.any(Number));
    expect((await listMaster(env.DB, 'symptoms', 'active')).some((row) => row.id === id)).toBe(false);
    const listed = (await select(await (await get(path('symptoms'))).text(), 'tbody tr')).at(-1);
    expect(listed?.text).toContain('Retired');
    expect(listed?.text).toContain('Restore');

    expect((await postForm(path('symptoms'), { action: 'restore', id }, { Cookie: admin })).status).toBe(303);
    expect((await findMasterRow(env.DB, 'symptoms', id))?.retiredAt).toBeNull();
    expect(await auditRows('master-retire', `symptoms/${id}`)).toHaveLength(1);
    expect(await auditRows('master-restore', `symptoms/${id}`)).toHaveLength(1);
  });

  it('adds a medicine with its form and category, and a vital with its range', async () => {
    const medicine = {
      action: 'add',
      generic_name: `Testamol ${stamp}`,
      form: 'tablet',
      strength: '250 mg',
      category: 'B',
    };
    const response = await postForm(path('medicines'), medicine, { Cookie: admin });
    expect(response.status).toBe(303);
    const medicineId = `testamol-${stamp}-250-mg-tablet`;
    expect(await findMasterRow(env.DB, 'medicines', medicineId)).toMatchObject({
      values: { generic_name: `Testamol ${stamp}`, form: 'tablet', strength: '250 mg', category: 'B' },
    });
    // The same medicine in another form is another row.
    expect((await postForm(path('medicines'), { ...medicine, form: 'syrup' }, { Cookie: admin })).status).toBe(303);

    const vital = { action: 'add', name: `Peak flow ${stamp}`, unit: 'L/min', min_value: '50', max_value: '900' };
    const added = await postForm(path('vitals'), { ...vital, decimals: '0', display_order: '1000' }, { Cookie: admin });
    expect(added.status).toBe(303);
    expect(await findMasterRow(env.DB, 'vitals', `peak-flow-${stamp}-l-min`)).toMatchObject({
      values: { unit: 'L/min', min_value: 50, max_value: 900, decimals: 0, display_order: 1000 },
    });
  });
});

describe('vitals in the order a doctor reads them', () => {
  const rowIds = async () =>
    (await select(await (await get(path('vitals'))).text(), 'tbody tr')).map((row) => row.attrs.id ?? '');

  it('are listed by their display order, blood pressure systolic before diastolic, not by name', async () => {
    const ids = await rowIds();
    const at = (id: string) => ids.indexOf(`row-${id}`);
    for (const id of ['bp-systolic', 'bp-diastolic', 'pulse', 'temperature-c'])
      expect(at(id), id).toBeGreaterThanOrEqual(0);
    expect(at('bp-systolic')).toBeLessThan(at('bp-diastolic'));
    expect(at('bp-diastolic')).toBeLessThan(at('pulse'));
    expect(at('pulse')).toBeLessThan(at('temperature-c'));
    expect((await findMasterRow(env.DB, 'vitals', 'bp-systolic'))?.values.display_order).toBe(10);
    expect((await findMasterRow(env.DB, 'vitals', 'bp-diastolic'))?.values.display_order).toBe(20);
  });

  it('the form offers the order, a new one after the last; an admin puts a new vital where its number says', async () => {
    const html = await (await get(path('vitals'))).text();
    const [field] = await select(html, 'input[name="display_order"]');
    const highest = Math.max(...(await listMaster(env.DB, 'vitals')).map((row) => Number(row.values.display_order)));
    expect(Number(field?.attrs.value)).toBe(Math.min(9999, highest + 10));
    expect(visibleText(html)).toContain('Vitals, in display order (retired last)');
    const vital = { action: 'add', unit: 'mmHg', min_value: '20', max_value: '200', decimals: '0' };
    const added = await postForm(
      path('vitals'),
      { ...vital, name: `Mean arterial pressure ${stamp}`, display_order: '25' },
      { Cookie: admin },
    );
    expect(added.status).toBe(303);
    const ids = await rowIds();
    const at = (id: string) => ids.indexOf(`row-${id}`);
    const mean = at(`mean-arterial-pressure-${stamp}-mmhg`);
    expect(mean).toBeGreaterThan(at('bp-diastolic'));
    expect(mean).toBeLessThan(at('pulse'));
  });

  it('refuses an order that is not a whole number from 0 to 9999', async () => {
    for (const display_order of ['2.5', '-1', '10000', 'first', '']) {
      const response = await postForm(
        path('vitals'),
        {
          action: 'add',
          name: `Odd order ${stamp}`,
          unit: 'mmHg',
          min_value: '1',
          max_value: '9',
          decimals: '0',
          display_order,
        },
        { Cookie: admin },
      );
      expect(response.status, display_order).toBe(400);
      expect(visibleText(await response.text())).toMatch(
        /Display order: (Write a whole number from 0 to 9999\.|Write a number|Fill this in|At most 4 characters)/,
      );
    }
  });
});

describe('bad input is refused whole, with a message beside each field', () => {
  it('a medicine without a form, with an unknown category, a name too long', async () => {
    const before = (await listMaster(env.DB, 'medicines')).length;
    await refused(
      await postForm(
        path('medicines'),
        { action: 'add', generic_name: 'x'.repeat(151), form: '', strength: '', category: 'C' },
        { Cookie: admin },
      ),
      400,
      'The medicine was not saved.',
      'Generic name: At most 150 characters.',
      'Form: Choose the form.',
      'Strength: Fill this in.',
      'Guidelines category: Choose the guidelines category from the list.',
    );
    expect((await listMaster(env.DB, 'medicines')).length).toBe(before);
  });

  it('a vital whose range is upside down, not a number, or with too many decimals', async () => {
    await refused(
      await postForm(
        path('vitals'),
        { action: 'add', name: `Odd ${stamp}`, unit: 'mmHg', min_value: '200', max_value: '100', decimals: '3' },
        { Cookie: admin },
      ),
      400,
      'Highest plausible reading: The highest reading must be above the lowest.',
      'Decimal places: Write 0, 1 or 2.',
    );
    await refused(
      await postForm(
        path('vitals'),
        { action: 'add', name: `Odd ${stamp}`, unit: 'mmHg', min_value: 'low', max_value: '100', decimals: '0' },
        { Cookie: admin },
      ),
      400,
      'Lowest plausible reading: Write a number',
    );
  });

  it('an edit keeps the row as stored when refused', async () => {
    const text = await refused(
      await postForm(path('departments'), { action: 'edit', id: 'oncology', name: '' }, { Cookie: admin }),
      400,
      'Name: Fill this in.',
    );
    expect(text).toContain('The id oncology stays.');
    expect(await findMasterRow(env.DB, 'departments', 'oncology')).toMatchObject({ values: { name: 'Oncology' } });
  });

  it('an unknown id is 404, an unknown action 400, an empty body 415', async () => {
    expect((await get(`${path('symptoms')}?edit=no-such-symptom`)).status).toBe(404);
    await refused(
      await postForm(path('symptoms'), { action: 'retire', id: 'no-such-symptom' }, { Cookie: admin }),
      404,
      'There is no symptom with that id.',
    );
    await refused(await postForm(path('symptoms'), { action: 'delete', id: 'fever' }, { Cookie: admin }), 400);
    const noBody = await SELF.fetch(`${SITE}${path('symptoms')}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Cookie: admin, Origin: SITE },
    });
    expect(noBody.status).toBe(415);
    expect(await findMasterRow(env.DB, 'symptoms', 'fever')).toMatchObject({ retiredAt: null });
  });
});

describe('the Masters are for admins only', () => {
  it.each(MASTER_KINDS)('%s: a patient gets 403, a stranger goes to sign in', async (kind) => {
    expect((await get(path(kind), patient)).status).toBe(403);
    const stranger = await get(path(kind), '');
    expect(stranger.status).toBe(303);
    expect(stranger.headers.get('Location')).toMatch(/^\/auth\?next=/);
  });

  it("refuses a patient's post, saving nothing", async () => {
    const response = await postForm(path('symptoms'), { action: 'retire', id: 'fever' }, { Cookie: patient });
    expect(response.status).toBe(403);
    expect(await findMasterRow(env.DB, 'symptoms', 'fever')).toMatchObject({ retiredAt: null });
  });

  it("the audit log names the masters' actions", async () => {
    const text = visibleText(await (await get('/admin/audit')).text());
    expect(text).toContain('Master row added');
  });
});
