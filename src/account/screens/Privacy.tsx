// /account/privacy: the data download, the privacy page's requests, and "Delete my account": a confirmation page
// (/account/privacy/delete), then a privacy request of type 'erasure' stored through the requests store with the
// account's id and e-mail (the admin completes it), acknowledged with its reference. Asking again while one is open
// answers with the open one's reference: one account, one request.
import { Hono, type Context } from 'hono';
import { formatIndiaTime } from '../../../shared/i18n/format';
import { localeOfPath, localizedPath, type Locale } from '../../../shared/i18n/locales';
import { REQUEST_KINDS } from '../../../shared/requests/kinds';
import type { AppEnv } from '../../env';
import { inBackground } from '../../http/background';
import { dedupeKey } from '../../http/dedupe';
import { redirectWithFlash } from '../../http/flash';
import { FORM_LIMIT, readFormFields } from '../../http/form';
import { withinRateLimit } from '../../http/rate-limit';
import { refusalText } from '../../http/refusals';
import { checkFields, textWhere, z } from '../../http/validate';
import { handOver, requestOutbox } from '../../notifications';
import type { AreaPage } from '../../render/area-routes';
import { accountAuditStatement, insertRequest, MY_DATA_PATH, openErasureRequest, REQUEST_STORED } from '../../requests';
import { Alert } from '../../ui/Alert';
import { ACCOUNT_COPY } from '../copy';
import { ACCOUNT_DELETE_PATH } from '../paths';
import { ownerAndDb } from './Appointments';

export async function privacyScreen(c: Context<AppEnv>, path: string) {
  const { locale } = localeOfPath(path);
  const words = ACCOUNT_COPY[locale].privacy;
  const { db, user } = ownerAndDb(c, locale);
  const pending = await openErasureRequest(db, user.id);
  return (
    <div className="grid gap-4">
      <section aria-labelledby="privacy-data" className="card">
        <h2 id="privacy-data" className="m-0 text-xl font-bold text-ink-900">
          {words.downloadTitle}
        </h2>
        <p className="m-0 mt-2 text-ink-700">{words.downloadLead}</p>
        <p className="m-0 mt-3">
          <a href={localizedPath(MY_DATA_PATH, locale)} className="btn-outline">
            {words.download}
          </a>
        </p>
      </section>
      <section aria-labelledby="privacy-requests" className="card">
        <h2 id="privacy-requests" className="m-0 text-xl font-bold text-ink-900">
          {words.requestsTitle}
        </h2>
        <p className="m-0 mt-2 text-ink-700">{words.requestsLead}</p>
        <p className="m-0 mt-3">
          <a href={`${localizedPath('/privacy', locale)}#privacy-request`}>{words.requestsLink}</a>
        </p>
      </section>
      <section aria-labelledby="privacy-delete" className="card">
        <h2 id="privacy-delete" className="m-0 text-xl font-bold text-ink-900">
          {words.deleteTitle}
        </h2>
        {pending ? (
          <p className="m-0 mt-2 font-semibold text-ink-800" data-reference={pending.reference}>
            {words.pending(pending.reference, formatIndiaTime(pending.createdAt, locale))}
          </p>
        ) : (
          <>
            <p className="m-0 mt-2 text-ink-700">{words.deleteLead}</p>
            <p className="m-0 mt-3">
              <a href={localizedPath(ACCOUNT_DELETE_PATH, locale)} className="btn-outline">
                {words.deleteButton}
              </a>
            </p>
          </>
        )}
      </section>
    </div>
  );
}

function ConfirmDelete({
  locale,
  action,
  back,
  message,
}: {
  locale: Locale;
  action: string;
  back: string;
  message?: string;
}) {
  const words = ACCOUNT_COPY[locale].privacy;
  return (
    <div className="card max-w-xl">
      <h2 className="m-0 mb-3 text-xl font-bold text-ink-900">{words.confirmTitle}</h2>
      {message && (
        <Alert tone="error" className="mb-4">
          {message}
        </Alert>
      )}
      <p className="m-0 text-ink-800">{words.deleteLead}</p>
      <p className="m-0 mt-3 font-semibold text-ink-900">{words.confirmLead}</p>
      <form method="post" action={action} className="mt-4 flex flex-col gap-3 sm:flex-row">
        <input type="hidden" name="confirm" value="yes" />
        <button type="submit" className="btn-primary">
          {words.confirm}
        </button>
        <a href={back} className="btn-outline">
          {words.keep}
        </a>
      </form>
    </div>
  );
}

/** What the admin reads in the inbox beside the request type (the admin area is English). */
const ERASURE_DETAILS = 'Delete my account: asked from My account while signed in.';

/**
 * The confirmation's one field: the hidden confirm=yes its button sends. Anything else is answered with the question
 * again (its title is the check's words, and the page already asks it).
 */
const confirmSchema = (locale: Locale) =>
  z.object({ confirm: textWhere((text) => text === 'yes', ACCOUNT_COPY[locale].privacy.confirmTitle) });

/** The confirmation page and the post that files the request, under the Privacy entry. */
export function privacyActions(path: string, page: AreaPage): Hono<AppEnv> {
  const { locale } = localeOfPath(path);
  const words = ACCOUNT_COPY[locale].privacy;
  const action = localizedPath(ACCOUNT_DELETE_PATH, locale);
  const confirm = (c: Context<AppEnv>, message?: string) =>
    page(c, <ConfirmDelete locale={locale} action={action} back={path} message={message} />, words.confirmTitle);

  return new Hono<AppEnv>()
    .get(action, (c) => confirm(c))
    .post(action, FORM_LIMIT, async (c) => {
      const { db, user } = ownerAndDb(c, locale);
      const read = await readFormFields(c.req);
      if (!read.ok) {
        c.status(read.status);
        return confirm(c, refusalText(read.refusal, locale));
      }
      if (!checkFields(confirmSchema(locale), read.fields).ok) {
        c.status(400);
        return confirm(c);
      }
      const open = await openErasureRequest(db, user.id);
      if (open) return redirectWithFlash(c, path, 'account-deletion-requested', open.reference);
      if (!(await withinRateLimit(c, 'request', null, 'REQUEST_RATE_LIMITER'))) {
        c.status(429);
        return confirm(c, refusalText('tooManyRequests', locale));
      }
      const values = {
        name: user.fullName ?? '',
        email: user.email ?? '',
        phone: user.phone ?? '',
        requestType: 'erasure',
        details: ERASURE_DETAILS,
      };
      const now = Date.now();
      const outbox = requestOutbox(c.env, { kind: 'privacy', locale, values, now });
      try {
        const { reference, duplicate } = await insertRequest(db, {
          kind: 'privacy',
          locale,
          values,
          consentVersion: REQUEST_KINDS.privacy.consentVersion,
          dedupeKey: await dedupeKey('privacy', `account:${user.id}`, values),
          now,
          accountId: user.id,
          alongside: (reference, stored) => [
            ...outbox.alongside(db, reference, stored),
            // Recorded only when the request itself was stored (not for the same request sent twice).
            accountAuditStatement(
              db,
              user,
              'account-erasure',
              reference,
              'asked to delete the account',
              now,
              REQUEST_STORED,
            ),
          ],
        });
        if (!duplicate) inBackground(c, handOver(c.env, outbox.ids(), Date.now()));
        return redirectWithFlash(c, path, 'account-deletion-requested', reference);
      } catch (error) {
        console.error('account: could not store a request to delete an account', error);
        c.status(503);
        return confirm(c, words.failed);
      }
    });
}
