// /admin/billing/refunds: the refunds the rules gave on cancelled, paid appointments (src/content/refunds/), due first,
// then paid; each with its rule in the refund policy's words, when and by whom it was created, and for a due one the
// form that records it paid back by UPI. A refund request from the refund policy page that quotes the appointment's
// reference (or the UTR it was paid with) in its "payment or booking reference" field is shown beside the refund.
import type { Context } from 'hono';
import {
  BILLING_PAGE_SIZE,
  countRefundsDue,
  listRefunds,
  markRefundPaid,
  type RefundLine,
} from '../../../appointments';
import { REFUND_RULE_WORDS_EN } from '../../../content/refunds/copy.en';
import { REFUND_RULES, type RefundRuleId } from '../../../content/refunds/facts';
import { formatNumber } from '../../../../shared/i18n/format';
import { formatPaise } from '../../../../shared/money';
import { displayIndianMobile } from '../../../../shared/requests/phone';
import type { AppEnv } from '../../../env';
import { readFormFields } from '../../../http/form';
import { checkFields, lenient, pageField, readQuery, z } from '../../../http/validate';
import { refusalText } from '../../../http/refusals';
import { refundRequestsQuoting, type QuotingRefundRequest } from '../../../requests';
import { actorOf, adminDb } from '../../db';
import { FilterSelect } from '../../FilterFields';
import { REQUESTS_PATH } from '../../paths';
import { checkReference, indiaNowFields, refundPaidSchema } from './billing-form';
import { indiaTime } from '../shared/india-time';
import { ListTable } from '../shared/ListTable';
import { Pager, shownRange } from '../shared/Pager';
import { STATUS_LABELS } from '../shared/labels';
import { GatewayRefundState, retryRefundPost } from './gateway-parts';

type RefundFilter = 'due' | 'paid' | undefined;

/** The refund policy's words for a rule, with its figures: "You cancel between 6 and 24 hours before". */
export function ruleWords(ruleId: string): string {
  const rule = REFUND_RULES.find((candidate) => candidate.id === ruleId);
  const words = REFUND_RULE_WORDS_EN[ruleId as RefundRuleId];
  if (!rule || !words) return ruleId;
  const notice = 'noticeHours' in rule ? rule.noticeHours : undefined;
  return words.scenario({
    noticeFrom: notice ? formatNumber(notice.from) : undefined,
    noticeTo: notice && 'to' in notice && notice.to !== undefined ? formatNumber(notice.to) : undefined,
  });
}

/** Refund requests quoting this refund's appointment reference or the UTR it was paid with. */
function quotingRequests(refund: RefundLine, requests: readonly QuotingRefundRequest[]) {
  return requests.filter(
    (request) =>
      request.quoted.includes(refund.reference) ||
      (refund.paidWith !== null && request.quoted.includes(refund.paidWith)),
  );
}

interface PaidForm {
  reference: string;
  utr: string;
  date: string;
  time: string;
}

function PaidBackForm({ path, refund, form }: { path: string; refund: RefundLine; form: PaidForm }) {
  const id = (name: string) => `refund-${refund.reference}-${name}`;
  const mine = form.reference === refund.reference;
  return (
    <form method="post" action={path} className="grid gap-2">
      <input type="hidden" name="reference" value={refund.reference} />
      <label htmlFor={id('utr')} className="text-sm font-semibold">
        UTR of the refund (12 digits)
      </label>
      <input
        id={id('utr')}
        name="utr"
        required
        inputMode="numeric"
        maxLength={14}
        defaultValue={mine ? form.utr : ''}
        className="field-input"
        autoComplete="off"
      />
      <div className="flex flex-wrap gap-2">
        <label className="sr-only" htmlFor={id('date')}>
          Refund paid on (India date)
        </label>
        <input
          id={id('date')}
          type="date"
          name="date"
          required
          defaultValue={form.date}
          className="field-input w-auto"
        />
        <label className="sr-only" htmlFor={id('time')}>
          At (India time)
        </label>
        <input
          id={id('time')}
          type="time"
          name="time"
          required
          defaultValue={form.time}
          className="field-input w-auto"
        />
      </div>
      <button type="submit" className="btn-outline min-h-11 px-3 py-1 text-sm">
        Record refund paid<span className="sr-only"> for {refund.reference}</span>
      </button>
    </form>
  );
}

function RefundRow(props: {
  path: string;
  refund: RefundLine;
  requests: readonly QuotingRefundRequest[];
  form: PaidForm;
}) {
  const { refund, requests } = props;
  return (
    <tr className="border-b border-slate-200 align-top text-sm" id={`refund-${refund.reference}`}>
      <th scope="row" className="py-3 pr-3 font-normal">
        <span className="block font-mono">{refund.reference}</span>
        <span className="block text-ink-600">{refund.doctorName}</span>
        <span className="mt-1 block font-semibold">{refund.patientName}</span>
        <a href={`tel:${refund.patientPhone}`} className="whitespace-nowrap">
          {displayIndianMobile(refund.patientPhone)}
        </a>
      </th>
      <td className="py-3 pr-3">
        <span className="block font-semibold">{formatPaise(refund.amount)}</span>
        <span className="block whitespace-nowrap text-ink-600">
          {refund.percent}% of {formatPaise(refund.fee)}
        </span>
        <span className="mt-1 block">{ruleWords(refund.ruleId)}</span>
      </td>
      <td className="py-3 pr-3 [overflow-wrap:anywhere]">
        {indiaTime(refund.createdAt)}
        <span className="block text-ink-600">by {refund.createdBy}</span>
      </td>
      <td className="py-3 pr-3">
        {requests.length === 0
          ? '—'
          : requests.map((request) => (
              <a
                key={request.reference}
                href={`${REQUESTS_PATH}?q=${request.reference}`}
                className="block whitespace-nowrap font-mono"
              >
                {request.reference}
                <span className="block font-sans text-ink-600">
                  {STATUS_LABELS[request.status]}, {indiaTime(request.createdAt)}
                </span>
              </a>
            ))}
      </td>
      <td className="min-w-56 py-3">
        {refund.status === 'paid' ? (
          <>
            <span className="inline-block rounded-full bg-green-100 px-2 font-semibold text-green-900">Paid</span>
            {refund.gatewayState === 'paid' && <span className="block">Through the gateway</span>}
            <span className="block font-mono">{refund.upiReference}</span>
            {refund.paidAt !== null && <span className="block">{indiaTime(refund.paidAt)}</span>}
            <span className="block text-ink-600 [overflow-wrap:anywhere]">by {refund.paidBy}</span>
          </>
        ) : (
          <>
            <span className="mb-2 inline-block rounded-full bg-amber-100 px-2 font-semibold text-amber-900">Due</span>
            <GatewayRefundState path={props.path} refund={refund} />
            {refund.gatewayState !== 'started' && <PaidBackForm path={props.path} refund={refund} form={props.form} />}
          </>
        )}
      </td>
    </tr>
  );
}

function Filter({ path, status }: { path: string; status: RefundFilter }) {
  return (
    <form method="get" action={path} className="card flex flex-wrap items-end gap-3">
      <FilterSelect
        id="refunds-status"
        name="status"
        label="Refunds"
        value={status}
        all="Due and paid"
        options={[
          ['due', 'Due'],
          ['paid', 'Paid'],
        ]}
      />
      <button type="submit" className="btn-primary">
        Apply
      </button>
    </form>
  );
}

interface RefundsProps {
  path: string;
  status: RefundFilter;
  page: number;
  refunds: readonly RefundLine[];
  total: number;
  requests: readonly QuotingRefundRequest[];
  form: PaidForm;
  problem: string | null;
  paid: string | null;
}

/** The list's ?status= (due or paid; all otherwise), ?page= (1 to 10,000) and ?paid= (the refund just marked paid). */
const REFUNDS_QUERY = z.object({
  status: lenient((text): RefundFilter => (text === 'due' || text === 'paid' ? text : undefined)),
  page: pageField(10_000),
  paid: lenient((text) => {
    const reference = checkReference(text);
    return reference.ok ? reference.value : null;
  }),
});

export function Refunds(props: RefundsProps) {
  const { path, page, total } = props;
  const search = (to: number) => {
    const params = new URLSearchParams();
    if (props.status) params.set('status', props.status);
    if (to > 1) params.set('page', String(to));
    const text = params.toString();
    return text ? `?${text}` : '';
  };
  return (
    <div className="grid gap-6">
      <p className="m-0 max-w-3xl text-ink-700">
        Cancelling a paid appointment writes the refund the refund policy gives. One paid through the gateway is sent
        back through it at once and marked paid when the gateway confirms it; a failed one shows the gateway's reason
        and "Try again". For one paid by UPI, send the money back by UPI to the account the patient paid from, then
        record the transfer's UTR here. A refund request from the refund policy page that quotes the appointment's
        reference or its payment UTR is shown beside the refund.
      </p>
      {props.paid && (
        <p role="status" className="m-0 rounded-lg bg-green-50 p-3 font-semibold text-green-900">
          Refund for {props.paid} recorded as paid.
        </p>
      )}
      {props.problem && (
        <p role="alert" className="alert-error m-0">
          {props.problem}
        </p>
      )}
      <Filter path={path} status={props.status} />
      <ListTable
        summary={
          total === 0
            ? 'No refunds match.'
            : `Showing ${shownRange(page, total, BILLING_PAGE_SIZE)}: due first, oldest first; then paid, newest first`
        }
        rows={props.refunds}
        row={(refund) => (
          <RefundRow
            key={refund.reference}
            path={path}
            refund={refund}
            requests={quotingRequests(refund, props.requests)}
            form={props.form}
          />
        )}
        caption="Refunds, due first"
        headers={['Appointment and patient', 'Refund and rule', 'Created', 'Refund request', 'Status']}
        minWidth="min-w-[52rem]"
        pager={<Pager query={{ page }} total={total} path={path} search={search} pageSize={BILLING_PAGE_SIZE} />}
      />
    </div>
  );
}

async function render(c: Context<AppEnv>, path: string, form: PaidForm, problem: string | null) {
  const db = adminDb(c);
  const { status, page, paid } = readQuery(REFUNDS_QUERY, c.req.query());
  const { refunds, total } = await listRefunds(db, { status }, page);
  const keys = refunds.flatMap((refund) => [refund.reference, ...(refund.paidWith ? [refund.paidWith] : [])]);
  const requests = await refundRequestsQuoting(db, keys);
  return (
    <Refunds
      path={path}
      status={status}
      page={page}
      refunds={refunds}
      total={total}
      requests={requests}
      form={form}
      problem={problem}
      paid={paid}
    />
  );
}

export function refundsScreen(c: Context<AppEnv>, path: string) {
  return render(c, path, { reference: '', utr: '', ...indiaNowFields(Date.now()) }, null);
}

const REFUSALS: Record<'not-found' | 'already-paid' | 'reference-used' | 'conflict', (reference: string) => string> = {
  'not-found': (reference) => `There is no refund for ${reference}.`,
  'already-paid': (reference) => `The refund for ${reference} is already recorded as paid: nothing was changed.`,
  'reference-used': () =>
    'That UTR is already recorded for another refund. Check the 12 digits against the bank statement.',
  conflict: (reference) => `${reference} changed while the refund was being recorded. Check it and record it again.`,
};

/** A due refund paid back: recorded → back to the screen; refused → the screen again with the message, 400. */
export async function refundsPost(c: Context<AppEnv>, path: string) {
  const read = await readFormFields(c.req);
  if (!read.ok) return c.text(refusalText(read.refusal, 'en'), read.status);
  const fields = read.fields;
  if (fields.action === 'retry') {
    const retried = await retryRefundPost(c, path, fields);
    if (retried.redirect) return retried.redirect;
    c.status(400);
    return render(c, path, { reference: '', utr: '', ...indiaNowFields(Date.now()) }, retried.problem ?? null);
  }
  const form: PaidForm = {
    reference: (fields.reference ?? '').slice(0, 20),
    utr: (fields.utr ?? '').slice(0, 20),
    date: (fields.date ?? '').slice(0, 10),
    time: (fields.time ?? '').slice(0, 5),
  };
  const now = Date.now();
  const checked = checkFields(refundPaidSchema(form.time, now), form);
  let problem = checked.ok ? '' : Object.values(checked.problems).join(' ');
  if (checked.ok) {
    const { reference, utr, date: paidAt } = checked.value;
    const outcome = await markRefundPaid(adminDb(c), {
      reference,
      upiReference: utr,
      paidAt,
      actor: actorOf(c),
      now,
    });
    if (outcome.ok) return c.redirect(`${path}?paid=${reference}`, 303);
    problem = REFUSALS[outcome.reason](reference);
  }
  // The message names the appointment whenever its reference was written right.
  const reference = checkReference(form.reference);
  c.status(400);
  return render(c, path, form, `${reference.ok ? `${reference.value}: ` : ''}${problem}`);
}

/** The sidebar's Refunds badge: refunds due (none shows no badge). */
export async function refundsBadge(_c: Context<AppEnv>, db: D1Database): Promise<number | null> {
  const count = await countRefundsDue(db);
  return count > 0 ? count : null;
}
