// The policy pages' facts as values (docs/product/figures.md: policy limits, cookie lifetimes), with each
// policy's version and date. Words are in en.ts beside this file; the pages format every figure at render time.
// The provider's contact details (email, phone, office address) are configuration, never values here.
import { LOCALE_INFO, type Locale } from '../../../shared/i18n/locales';
import { CLAIMS } from '../claims';

export type PolicyId = 'privacy' | 'terms' | 'cookies' | 'disclaimer' | 'refunds';

export interface PolicyVersion {
  /** Raised on every change a reader should know about. */
  version: string;
  /** The day the text last changed, as YYYY-MM-DD (formatted per language at render time). */
  updated: string;
}

export const POLICY_VERSIONS: Record<PolicyId, PolicyVersion> = {
  privacy: { version: '1.1', updated: '2026-11-27' },
  terms: { version: '1.0', updated: '2026-11-23' },
  cookies: { version: '1.0', updated: '2026-11-23' },
  disclaimer: { version: '1.0', updated: '2026-11-23' },
  refunds: { version: '1.0', updated: '2026-11-23' },
};

/** A policy date as people read it: "23 November 2026" (en-IN), in the page's language. */
export function formatPolicyDate(isoDay: string, locale: Locale = 'en'): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
  return new Intl.DateTimeFormat(LOCALE_INFO[locale].tag, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** The limits the policies promise (docs/product/figures.md). */
export const POLICY_LIMITS = {
  /**
   * Medical records (consultation records, prescriptions, the appointment details they name, and the log of who
   * opened them) are kept this many years from the patient's last consultation, and not deleted earlier, even on an
   * erasure request (docs/decisions/0022-medical-record-retention.md). At least the law's minimum below.
   */
  medicalRecordYears: 10,
  /** A personal data breach is reported to the Data Protection Board within this many hours of learning of it. */
  breachReportHours: 72,
  /** A billing dispute must be raised within this many days of the charge. */
  billingDisputeDays: 30,
  /** Every complaint is acknowledged within this many hours. */
  complaintAcknowledgeHours: 24,
  /** ...and resolved within this many business days. */
  complaintResolveBusinessDays: { from: 7, to: 15 },
  /** Either side may choose arbitration for a dispute above this amount, in rupees. */
  arbitrationAboveRupees: 100_000,
  /** The courts with jurisdiction. */
  jurisdictionCity: 'Chennai',
  /** Youngest age to use the services alone; younger people need a parent's or guardian's consent. */
  minimumAge: 18,
  /** The availability the platform aims for (0 to 1): the marketing claim, one source. */
  uptime: CLAIMS.uptime,
} as const;

/**
 * The outer limits the law itself sets, quoted so a reader can compare our promise with them: the Digital Personal
 * Data Protection Rules 2025 give a Data Fiduciary at most 90 days to answer a grievance; the Consumer Protection
 * (E-Commerce) Rules 2020 ask for an acknowledgement within 48 hours and redress within one month; the Indian Medical
 * Council Regulations 2002 ask doctors to keep patients' records for 3 years from the start of treatment.
 */
export const LEGAL_LIMITS = {
  dpdpGrievanceDays: 90,
  /** The Indian Medical Council (Professional Conduct) Regulations 2002 (1.3.1): patients' records kept 3 years. */
  imcMedicalRecordYears: 3,
  ecommerceAcknowledgeHours: 48,
} as const;

/** India's National Consumer Helpline (Department of Consumer Affairs): a public number, like 112. */
export const NATIONAL_CONSUMER_HELPLINE = '1915';

// The grievance officer's name is words (written in each language's script), so it is in copy.en.ts and copy.hi.ts
// (GRIEVANCE_WORDS_EN.name); their email is configuration (SUPPORT_EMAIL), their postal address the office address.

/** The request store's retention when configuration says nothing (REQUEST_RETENTION_DAYS). */
export const DEFAULT_REQUEST_RETENTION_DAYS = 180;

// ---- Cookies ----

export const COOKIE_TYPES = ['essential', 'functionality', 'performance', 'analytics'] as const;
export type CookieType = (typeof COOKIE_TYPES)[number];

/** The longest a cookie of each type may last under the cookie policy (docs/product/figures.md). */
export interface CookieTypeFacts {
  id: CookieType;
  /** False: the site cannot work without it, so it cannot be switched off. */
  canDisable: boolean;
  /** Some last only until the browser closes. */
  mayBeSession: boolean;
  maxYears: number;
}

export const COOKIE_TYPE_FACTS: readonly CookieTypeFacts[] = [
  { id: 'essential', canDisable: false, mayBeSession: true, maxYears: 1 },
  { id: 'performance', canDisable: true, mayBeSession: false, maxYears: 2 },
  { id: 'functionality', canDisable: true, mayBeSession: false, maxYears: 1 },
  { id: 'analytics', canDisable: true, mayBeSession: false, maxYears: 2 },
];

/** Every cookie the site sets has one of these ids; src/http/cookie-list.ts lists them, en.ts words them. */
export const SITE_COOKIE_IDS = [
  'session',
  'code-verifier',
  'account-hint',
  'remember',
  'remembered-email',
  'flash',
  'cookie-prefs',
  'phone-sign-in',
  'phone-change',
] as const;
export type SiteCookieId = (typeof SITE_COOKIE_IDS)[number];

/** The browsers whose cookie settings the cookie policy explains. */
export const BROWSERS = ['chrome', 'firefox', 'safari', 'edge'] as const;
export type BrowserId = (typeof BROWSERS)[number];
