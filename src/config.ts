// One typed source for the site's contact details and address, fed by wrangler `vars` (see wrangler.toml).
// Every value has a development default so a fresh clone runs; invalid values fall back to the default with a
// warning rather than taking the site down.

export interface SiteConfig {
  siteUrl: string;
  siteName: string;
  /** Support and emergency line, also the WhatsApp number, as written for people: "+91 90000 00000". */
  supportPhone: string;
  /** The same number as digits with country code, for tel: and wa.me links: "919000000000". */
  supportPhoneDigits: string;
  supportEmail: string;
  office: { city: string; address: string };
  /** How long "Remember me" keeps a person signed in; without it the session ends with the browser session. */
  rememberMeDays: number;
  /** Requests are deleted this many days after they arrive (the scheduled clean-up; the privacy page states it). */
  requestRetentionDays: number;
  /** Where patients pay by UPI: the provider's VPA and the payee name their UPI app shows. */
  upi: { vpa: string; payee: string };
  /** A patient's pick of a slot is held this many minutes for a coordinator to confirm; then it lapses. */
  holdMinutes: number;
}

export interface ConfigVars {
  SITE_URL?: string;
  SITE_NAME?: string;
  SUPPORT_PHONE?: string;
  SUPPORT_EMAIL?: string;
  OFFICE_CITY?: string;
  OFFICE_ADDRESS?: string;
  REMEMBER_ME_DAYS?: string;
  REQUEST_RETENTION_DAYS?: string;
  UPI_VPA?: string;
  UPI_PAYEE?: string;
  APPOINTMENT_HOLD_MINUTES?: string;
}

export const CONFIG_DEFAULTS = {
  SITE_URL: 'http://localhost:8787',
  SITE_NAME: 'CareLine Health',
  SUPPORT_PHONE: '+91 90000 00000',
  SUPPORT_EMAIL: 'care@careline.example',
  OFFICE_CITY: 'Chennai',
  OFFICE_ADDRESS: '2nd Floor, 14 Cathedral Road, Gopalapuram, Chennai 600086',
  REMEMBER_ME_DAYS: '30',
  REQUEST_RETENTION_DAYS: '180',
  // A placeholder address the launch check refuses: set the provider's own.
  UPI_VPA: 'careline@examplebank',
  UPI_PAYEE: 'CareLine Health',
  APPOINTMENT_HOLD_MINUTES: '120',
} as const satisfies Required<ConfigVars>;

type Check = (value: string) => boolean;

const isHttpUrl: Check = (value) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.pathname === '/' && !url.search;
  } catch {
    return false;
  }
};
const isPhone: Check = (value) => /^\+\d[\d\s-]{6,18}\d$/.test(value);
const isEmail: Check = (value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
// Browsers cap cookie lifetimes at 400 days.
const isDays: Check = (value) => /^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= 400;
// At least a week (a coordinator must see every request), at most ten years.
const isRetention: Check = (value) => /^\d{1,4}$/.test(value) && Number(value) >= 7 && Number(value) <= 3650;
/** A UPI virtual payment address: handle@bank. */
export const isVpa: Check = (value) => /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/.test(value);
// At least a quarter of an hour (a coordinator must be able to call), at most three days.
const isHoldMinutes: Check = (value) => /^\d{1,4}$/.test(value) && Number(value) >= 15 && Number(value) <= 4320;
const isText: Check = (value) => value.trim().length > 0 && value.length <= 200;

function pick<K extends keyof ConfigVars>(vars: ConfigVars, key: K, check: Check): string {
  const value = vars[key]?.trim();
  if (value === undefined || value === '') return CONFIG_DEFAULTS[key];
  if (check(value)) return value;
  console.warn(`config: ${key} is not valid, using the default`);
  return CONFIG_DEFAULTS[key];
}

export function loadConfig(vars: ConfigVars): SiteConfig {
  const supportPhone = pick(vars, 'SUPPORT_PHONE', isPhone);
  return {
    siteUrl: pick(vars, 'SITE_URL', isHttpUrl).replace(/\/$/, ''),
    siteName: pick(vars, 'SITE_NAME', isText),
    supportPhone,
    supportPhoneDigits: supportPhone.replace(/\D/g, ''),
    supportEmail: pick(vars, 'SUPPORT_EMAIL', isEmail),
    office: { city: pick(vars, 'OFFICE_CITY', isText), address: pick(vars, 'OFFICE_ADDRESS', isText) },
    rememberMeDays: Number(pick(vars, 'REMEMBER_ME_DAYS', isDays)),
    requestRetentionDays: Number(pick(vars, 'REQUEST_RETENTION_DAYS', isRetention)),
    upi: { vpa: pick(vars, 'UPI_VPA', isVpa), payee: pick(vars, 'UPI_PAYEE', isText) },
    holdMinutes: Number(pick(vars, 'APPOINTMENT_HOLD_MINUTES', isHoldMinutes)),
  };
}
