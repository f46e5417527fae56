// /admin/settings/payments: what the patient is offered to pay with (decision 0032): the gateway's hosted page
// ("Pay ₹599"), UPI by QR with the coordinator's UTR entry, or both. The choice is stored in D1 (payment_settings,
// audited); without a configured gateway (PAYMENT_GATEWAY = "off") patients see UPI whatever is chosen, and the page
// says so. The launch check reads the same vars.
import type { Context } from 'hono';
import { configuredGateway, savePaymentOption, storedPaymentOption } from '../../../appointments';
import type { AppEnv } from '../../../env';
import { PATIENT_PAYMENT_OPTIONS, type PatientPaymentOption } from '../../../gateway-config';
import { readFormFields } from '../../../http/form';
import { refusalText } from '../../../http/refusals';
import { actorOf, adminDb } from '../../db';

const OPTION_WORDS: Record<PatientPaymentOption, { label: string; help: string }> = {
  gateway: {
    label: 'The payment gateway only',
    help: 'Patients press "Pay" and pay by UPI, card or netbanking on the gateway’s page; the receipt is issued at once.',
  },
  upi: {
    label: 'UPI by QR only',
    help: 'Patients pay from their UPI app; a coordinator records each UTR in Billing → Payments.',
  },
  both: {
    label: 'Both',
    help: 'The gateway’s "Pay" first, and the UPI link and QR code below it for patients who prefer them.',
  },
};

function SettingsPayments(props: {
  path: string;
  chosen: PatientPaymentOption;
  stored: boolean;
  gateway: string | null;
  saved: boolean;
  problem: string | null;
}) {
  return (
    <div className="grid max-w-3xl gap-4">
      <p className="m-0 text-ink-700">
        {props.gateway
          ? `The payment gateway is ${props.gateway === 'razorpay' ? 'Razorpay' : props.gateway}. Choose what patients are offered on their appointment page and in the payment request.`
          : 'No payment gateway is configured (PAYMENT_GATEWAY is off), so patients pay by UPI whatever is chosen here.'}
      </p>
      {props.saved && (
        <p role="status" className="m-0 rounded-lg bg-green-50 p-3 font-semibold text-green-900">
          Saved.
        </p>
      )}
      {props.problem && (
        <p role="alert" className="alert-error m-0">
          {props.problem}
        </p>
      )}
      <form method="post" action={props.path} className="card grid gap-3">
        <fieldset className="m-0 grid gap-2 border-0 p-0">
          <legend className="mb-2 font-semibold">Patients pay with</legend>
          {PATIENT_PAYMENT_OPTIONS.map((option) => (
            <label key={option} className="flex min-h-11 items-start gap-3">
              <input
                type="radio"
                name="option"
                value={option}
                defaultChecked={option === props.chosen}
                className="mt-1 h-6 w-6"
              />
              <span>
                <span className="block font-semibold">{OPTION_WORDS[option].label}</span>
                <span className="block text-sm text-ink-600">{OPTION_WORDS[option].help}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <p className="m-0 text-sm text-ink-600">
          {props.stored ? 'Chosen here.' : 'Not chosen yet: the configured default (PAYMENT_OPTIONS) applies.'}
        </p>
        <button type="submit" className="btn-primary w-fit">
          Save
        </button>
      </form>
    </div>
  );
}

async function render(c: Context<AppEnv>, path: string, saved: boolean, problem: string | null) {
  const { config } = configuredGateway(c.env ?? {});
  const stored = await storedPaymentOption(adminDb(c));
  const chosen = stored ?? config?.defaultOption ?? 'upi';
  return (
    <SettingsPayments
      path={path}
      chosen={chosen}
      stored={stored !== null}
      gateway={config?.gateway ?? null}
      saved={saved}
      problem={problem}
    />
  );
}

export function settingsPaymentsScreen(c: Context<AppEnv>, path: string) {
  return render(c, path, c.req.query('saved') === '1', null);
}

export async function settingsPaymentsPost(c: Context<AppEnv>, path: string) {
  const read = await readFormFields(c.req);
  if (!read.ok) return c.text(refusalText(read.refusal, 'en'), read.status);
  const option = read.fields.option ?? '';
  if (!(PATIENT_PAYMENT_OPTIONS as readonly string[]).includes(option)) {
    c.status(400);
    return render(c, path, false, 'Choose the gateway, UPI or both.');
  }
  await savePaymentOption(adminDb(c), option as PatientPaymentOption, actorOf(c), Date.now());
  return c.redirect(`${path}?saved=1`, 303);
}
