// /rx and /rx/<number> (and under /hi): a pharmacist's check of a prescription. The answer says whether an issued
// prescription has that number, whether it is still valid or which number replaced it, when it was issued and by
// which doctor (name, registration number, council); never anything of the patient or of what was prescribed
// (prescriptionForVerification reads nothing else). An unknown, draft or malformed number answers the 404 page that
// says there is no such prescription. GET only; never cached, never indexed; each check of a number that exists is
// written to the medical-record access log; the checks are rate-limited per address as the lookups are.
import { Hono, type Context } from 'hono';
import { formatIndiaTime } from '../../../shared/i18n/format';
import { LOCALES, localizedPath, type Locale } from '../../../shared/i18n/locales';
import type { AppEnv } from '../../env';
import { withinRateLimit } from '../../http/rate-limit';
import { refusalText } from '../../http/refusals';
import { checkFields, invalid, readAs, readOr, valid, z } from '../../http/validate';
import { pageDef } from '../../site-map/registry';
import { Field } from '../../ui/Field';
import {
  PRESCRIPTION_NUMBER,
  recordOfPrescription,
  logAccess,
  prescriptionForVerification,
  type Verification,
} from '../../records';
import { RX_WORDS } from './copy';

export const RX_PATH = '/rx';

type Answer =
  | { kind: 'form'; value?: string; error?: string }
  | { kind: 'unknown'; number: string }
  | { kind: 'found'; verification: Verification }
  | { kind: 'limited' };

const NO_STORE = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };

/** `?number=`, typed by a pharmacist: empty (the form), or a number as printed, in any case and with spaces. */
const rxQuery = (locale: Locale) =>
  z.object({
    number: readOr((text) => {
      const typed = text.trim();
      if (typed === '') return valid(null);
      const number = typed.toUpperCase().replace(/\s+/g, '');
      return PRESCRIPTION_NUMBER.test(number) ? valid(number) : invalid(RX_WORDS[locale].badNumber);
    }),
  });

/** `/rx/<number>`: a number as printed, in any case; anything else is no such prescription. */
const numberPath = (locale: Locale) =>
  z.object({
    number: readAs(
      (text) => (PRESCRIPTION_NUMBER.test(text.toUpperCase()) ? text.toUpperCase() : null),
      RX_WORDS[locale].notFoundTitle,
    ),
  });

function CheckForm({ locale, value, error }: { locale: Locale; value?: string; error?: string }) {
  const words = RX_WORDS[locale];
  return (
    <form method="get" action={localizedPath(RX_PATH, locale)} className="mt-6 grid max-w-md gap-3" noValidate>
      <Field id="rx-number" label={words.number} hint={words.hint} error={error} required markRequired={false}>
        <input
          name="number"
          type="text"
          defaultValue={value}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
        />
      </Field>
      <div>
        <button type="submit" className="btn-primary">
          {words.check}
        </button>
      </div>
    </form>
  );
}

function Result({ locale, verification }: { locale: Locale; verification: Verification }) {
  const words = RX_WORDS[locale];
  const v = verification;
  const valid = v.valid;
  return (
    <section
      aria-labelledby="rx-result"
      className={`mt-6 rounded-xl border-2 p-5 ${valid ? 'border-brand-700 bg-brand-50' : 'border-red-700 bg-red-50'}`}
      data-valid={valid ? 'true' : 'false'}
    >
      <h2 id="rx-result" className={`m-0 text-2xl font-extrabold ${valid ? 'text-brand-800' : 'text-red-800'}`}>
        {valid ? words.validTitle : words.supersededTitle}
      </h2>
      <p className="m-0 mt-2 text-ink-900">
        {valid || !v.supersededBy ? words.valid(v.number) : words.superseded(v.number, v.supersededBy)}
      </p>
      <dl className="m-0 mt-4 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-bold text-ink-700">{words.issued}</dt>
        <dd className="m-0">{words.indiaTime(formatIndiaTime(v.issuedAt, locale))}</dd>
        <dt className="font-bold text-ink-700">{words.doctor}</dt>
        <dd className="m-0">{v.doctorName}</dd>
        <dt className="font-bold text-ink-700">{words.registration}</dt>
        <dd className="m-0">{v.registrationNumber}</dd>
        <dt className="font-bold text-ink-700">{words.council}</dt>
        <dd className="m-0">{v.council}</dd>
      </dl>
      {v.supersededBy && (
        <p className="m-0 mt-4">
          <a
            className="inline-flex min-h-11 items-center font-bold"
            href={localizedPath(`${RX_PATH}/${v.supersededBy}`, locale)}
          >
            {words.checkNew(v.supersededBy)}
          </a>
        </p>
      )}
    </section>
  );
}

function RxPage({ locale, answer, phone }: { locale: Locale; answer: Answer; phone: string }) {
  const words = RX_WORDS[locale];
  const page = pageDef('rx', locale);
  return (
    <section className="container max-w-3xl py-10">
      <h1 className="m-0 text-3xl font-extrabold text-ink-900">{page.title}</h1>
      <p className="m-0 mt-3 text-ink-700">{words.lead}</p>
      {answer.kind === 'found' && <Result locale={locale} verification={answer.verification} />}
      {answer.kind === 'unknown' && (
        <section
          aria-labelledby="rx-result"
          className="mt-6 rounded-xl border-2 border-red-700 bg-red-50 p-5"
          data-valid="none"
        >
          <h2 id="rx-result" className="m-0 text-2xl font-extrabold text-red-800">
            {words.notFoundTitle}
          </h2>
          <p className="m-0 mt-2 text-ink-900">{words.notFound(answer.number)}</p>
        </section>
      )}
      {answer.kind === 'limited' && (
        <p role="alert" className="alert-error mt-6">
          {refusalText('tooManyRequests', locale)}
        </p>
      )}
      {answer.kind === 'form' ? (
        <CheckForm locale={locale} value={answer.value} error={answer.error} />
      ) : (
        <>
          <h2 className="m-0 mt-8 text-xl font-bold text-ink-900">{words.another}</h2>
          <CheckForm locale={locale} />
        </>
      )}
      <p className="m-0 mt-8 text-ink-700">{words.call(phone)}</p>
    </section>
  );
}

function show(c: Context<AppEnv>, locale: Locale, answer: Answer, status: 200 | 400 | 404 | 429, path: string) {
  const def = pageDef('rx', locale);
  const other: Locale = locale === 'en' ? 'hi' : 'en';
  const own = path.replace(/^\/hi(?=\/)/, '');
  c.status(status);
  for (const [name, value] of Object.entries(NO_STORE)) c.header(name, value);
  return c.render(<RxPage locale={locale} answer={answer} phone={c.get('config').supportPhone} />, {
    page: { ...def, path, otherLanguage: { locale: other, path: localizedPath(own, other) } },
    bare: true,
  });
}

function rxRoutesIn(locale: Locale) {
  const base = localizedPath(RX_PATH, locale);
  const querySchema = rxQuery(locale);
  const pathSchema = numberPath(locale);
  return new Hono<AppEnv>()
    .get(base, (c) => {
      const typed = c.req.query();
      const checked = checkFields(querySchema, typed);
      if (!checked.ok) {
        const value = (typed.number ?? '').trim();
        return show(c, locale, { kind: 'form', value, error: checked.problems.number }, 400, base);
      }
      if (checked.value.number === null) return show(c, locale, { kind: 'form' }, 200, base);
      c.header('Cache-Control', 'no-store');
      return c.redirect(`${base}/${checked.value.number}`, 303);
    })
    .get(`${base}/:number`, async (c) => {
      const params = c.req.param();
      // The address as asked for, shown again (cut short) when it names no prescription.
      const asked = params.number ?? '';
      const path = `${base}/${asked}`;
      const checked = checkFields(pathSchema, params);
      const db = c.env?.DB;
      if (!checked.ok || !db) {
        return show(c, locale, { kind: 'unknown', number: asked.slice(0, 40) }, 404, path);
      }
      const { number } = checked.value;
      if (!(await withinRateLimit(c, 'rx-check', null, 'REQUEST_RATE_LIMITER')))
        return show(c, locale, { kind: 'limited' }, 429, path);
      const verification = await prescriptionForVerification(db, number);
      if (!verification) return show(c, locale, { kind: 'unknown', number }, 404, path);
      await logAccess(db, {
        actor: 'public',
        role: 'public',
        recordId: await recordOfPrescription(db, number),
        number,
        what: 'verify',
      });
      return show(c, locale, { kind: 'found', verification }, 200, path);
    });
}

export const rxRoutes = new Hono<AppEnv>();
for (const locale of LOCALES) rxRoutes.route('/', rxRoutesIn(locale));
