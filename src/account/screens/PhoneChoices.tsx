// The profile's "Messages to your phone" (/account/profile): each mobile number the account's own bookings were made
// with (the linking rule, read by the appointments module), masked, with its reminders on or off (a choice of the
// number's: the opt-out the stop link and STOP record too) and, while it has upcoming bookings, WhatsApp on or off for
// those bookings. Plain POSTs to /account/profile/phone naming the number; a number that is not one of the account's
// is 404, a form that is not one of these buttons 400; done: a 303 back with a one-time message.
import { Hono, type Context } from 'hono';
import { localeOfPath, type Locale } from '../../../shared/i18n/locales';
import { formatNumber } from '../../../shared/i18n/format';
import { numbersOfAccount, setAccountWhatsapp, type AccountNumber } from '../../appointments';
import type { AppEnv } from '../../env';
import { redirectWithFlash } from '../../http/flash';
import { FORM_LIMIT, readFormFields } from '../../http/form';
import { refusalText } from '../../http/refusals';
import { checkFields, readAs, z } from '../../http/validate';
import { loadPhoneConfig, maskPhone, optedOutAmong, recordPhoneOptOut, removePhoneOptOut } from '../../notifications';
import type { AreaPage } from '../../render/area-routes';
import { notFound } from '../../render/not-found';
import { Alert } from '../../ui/Alert';
import { ACCOUNT_COPY } from '../copy';
import { ownerAndDb } from './Appointments';

export interface NumberChoices extends AccountNumber {
  optedOut: boolean;
}

export interface PhoneChoicesData {
  numbers: NumberChoices[];
  whatsappAvailable: boolean;
}

/** The account's numbers and their choices; null when phone messages are off (the section is left out). */
export async function phoneChoicesOf(c: Context<AppEnv>, locale: Locale): Promise<PhoneChoicesData | null> {
  const loaded = loadPhoneConfig(c.env ?? {});
  if (!loaded.ok || loaded.config.channels.length === 0) return null;
  const { db, owner } = ownerAndDb(c, locale);
  const numbers = await numbersOfAccount(db, owner, Date.now());
  const stopped = await optedOutAmong(
    db,
    numbers.map((number) => number.phone),
  );
  return {
    numbers: numbers.map((number) => ({ ...number, optedOut: stopped.has(number.phone) })),
    whatsappAvailable: loaded.config.channels.includes('whatsapp'),
  };
}

function ChoiceForm(props: {
  action: string;
  phone: string;
  what: 'whatsapp' | 'reminders';
  on: boolean;
  label: string;
}) {
  return (
    <form method="post" action={props.action}>
      <input type="hidden" name="phone" value={props.phone} />
      <input type="hidden" name="what" value={props.what} />
      <input type="hidden" name="choice" value={props.on ? 'on' : 'off'} />
      <button type="submit" className="btn-outline w-full sm:w-auto">
        {props.label}
      </button>
    </form>
  );
}

export function PhoneChoices({
  locale,
  data,
  action,
  message,
}: {
  locale: Locale;
  data: PhoneChoicesData;
  /** Where the forms post: /account/profile/phone. */
  action: string;
  message?: string;
}) {
  const words = ACCOUNT_COPY[locale].phoneMessages;
  if (data.numbers.length === 0) return null;
  return (
    <section aria-labelledby="account-phone" className="card mt-6 max-w-xl">
      <h2 id="account-phone" className="m-0 text-xl font-bold text-ink-900">
        {words.heading}
      </h2>
      <p className="m-0 mt-2 text-ink-700">{words.lead}</p>
      {message && (
        <Alert tone="error" className="mt-3">
          {message}
        </Alert>
      )}
      <ul className="m-0 mt-4 grid list-none gap-4 p-0">
        {data.numbers.map((number) => (
          <li key={number.phone} className="border-t border-slate-200 pt-3" data-phone={maskPhone(number.phone)}>
            <p className="m-0 font-semibold text-ink-900">{words.number(maskPhone(number.phone))}</p>
            <p className="m-0 mt-1 text-ink-700">
              {number.upcoming > 0 ? words.upcoming(formatNumber(number.upcoming, locale)) : words.noUpcoming}
            </p>
            {number.upcoming > 0 && data.whatsappAvailable && (
              <p className="m-0 mt-1 text-ink-700">{number.whatsapp ? words.onWhatsapp : words.onSms}</p>
            )}
            <p className="m-0 mt-1 text-ink-700" data-reminders={number.optedOut ? 'off' : 'on'}>
              {number.optedOut ? words.remindersOff : words.remindersOn}
            </p>
            <div className="mt-3 flex flex-wrap gap-3">
              {number.upcoming > 0 && data.whatsappAvailable && (
                <ChoiceForm
                  action={action}
                  phone={number.phone}
                  what="whatsapp"
                  on={!number.whatsapp}
                  label={number.whatsapp ? words.whatsappOff : words.whatsappOn}
                />
              )}
              <ChoiceForm
                action={action}
                phone={number.phone}
                what="reminders"
                on={number.optedOut}
                label={number.optedOut ? words.startReminders : words.stopReminders}
              />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The form: which number (+91 and ten digits), which choice, on or off; anything else is 400. */
const choiceSchema = (locale: Locale) => {
  const bad = ACCOUNT_COPY[locale].phoneMessages.badChoice;
  return z.object({
    phone: readAs((text) => (/^\+91[6-9]\d{9}$/.test(text) ? text : null), bad),
    what: readAs((text) => (text === 'whatsapp' || text === 'reminders' ? text : null), bad),
    choice: readAs((text) => (text === 'on' ? true : text === 'off' ? false : null), bad),
  });
};

/** /account/profile/phone: the post of the section's buttons. */
export function phoneChoiceActions(path: string, page: AreaPage): Hono<AppEnv> {
  const { locale } = localeOfPath(path);
  const action = `${path}/phone`;
  return new Hono<AppEnv>().post(action, FORM_LIMIT, async (c) => {
    const { db, owner, user } = ownerAndDb(c, locale);
    const refuse = async (status: 400 | 415, message: string) => {
      const data = await phoneChoicesOf(c, locale);
      c.status(status);
      return page(c, data ? <PhoneChoices locale={locale} data={data} action={action} message={message} /> : message);
    };
    const read = await readFormFields(c.req);
    if (!read.ok) return refuse(read.status, refusalText(read.refusal, locale));
    const checked = checkFields(choiceSchema(locale), read.fields);
    if (!checked.ok) return refuse(400, ACCOUNT_COPY[locale].phoneMessages.badChoice);
    const { phone, what, choice } = checked.value;
    const now = Date.now();
    // Only a number the account's own bookings were made with: any other is not found, as for none at all.
    const numbers = await numbersOfAccount(db, owner, now);
    if (!numbers.some((number) => number.phone === phone)) return notFound(c);
    const by = { actor: { id: user.id, email: user.email }, reference: null };
    if (what === 'whatsapp') {
      await setAccountWhatsapp(db, owner, { phone, whatsapp: choice, actor: by.actor, now });
      return redirectWithFlash(c, path, choice ? 'phone-whatsapp' : 'phone-sms');
    }
    if (choice) await removePhoneOptOut(db, phone, 'account', now, by);
    else await recordPhoneOptOut(db, phone, 'account', now, by);
    return redirectWithFlash(c, path, choice ? 'phone-reminders-on' : 'phone-stopped');
  });
}
