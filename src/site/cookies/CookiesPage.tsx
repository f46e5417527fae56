// /cookies: the four cookie types, the cookies the site really sets (generated from src/http/cookie-list.ts), other
// companies, browser settings, and the preferences card whose buttons record the visitor's choice in a cookie. The
// forms work without JavaScript (POST, 303 back to #preferences); the choice in force is shown on the page.
import { formatNumber } from '../../../shared/i18n/format';
import { LOCALE_INFO, localizedPath, type Locale } from '../../../shared/i18n/locales';
import type { SiteConfig } from '../../config';
import {
  BROWSER_WORDS_HI,
  COOKIE_TYPE_WORDS_HI,
  COOKIE_WORDS_HI,
  SITE_COOKIE_WORDS_HI,
} from '../../content/policies/cookies-hi';
import {
  BROWSER_WORDS_EN,
  COOKIE_TYPE_WORDS_EN,
  COOKIE_WORDS_EN,
  SITE_COOKIE_WORDS_EN,
  type CookieTypeWords,
  type CookieWords,
} from '../../content/policies/copy.en';
import {
  BROWSERS,
  COOKIE_TYPE_FACTS,
  type BrowserId,
  type CookieType,
  type SiteCookieId,
} from '../../content/policies/facts';
import {
  COOKIE_PREFS_COOKIE,
  COOKIE_PREFS_DAYS,
  cookieTypesInUse,
  SITE_COOKIES,
  type CookieLifetime,
} from '../../http/cookie-list';
import { usePage } from '../../render/page-context';
import { ResponsiveTable } from '../policy/ResponsiveTable';
import { PolicyLayout, PolicySection, ScreenOnly } from '../policy/PolicyLayout';
import { COOKIE_PREFS_PATH, PREFERENCES_ANCHOR, useCookieChoice } from './choice';
import { COOKIES_COPY_EN, type CookiesCopy } from './copy.en';
import { COOKIES_COPY_HI } from './copy.hi';

/** The page's own words in each language. */
export const COOKIES_COPY = { en: COOKIES_COPY_EN, hi: COOKIES_COPY_HI } satisfies Record<Locale, CookiesCopy>;

/** The cookie types', the cookies' and the browsers' words in each language (src/content/policies). */
const WORDS = {
  en: {
    types: COOKIE_TYPE_WORDS_EN,
    cookies: SITE_COOKIE_WORDS_EN,
    common: COOKIE_WORDS_EN,
    browsers: BROWSER_WORDS_EN,
  },
  hi: {
    types: COOKIE_TYPE_WORDS_HI,
    cookies: SITE_COOKIE_WORDS_HI,
    common: COOKIE_WORDS_HI,
    browsers: BROWSER_WORDS_HI,
  },
} satisfies Record<
  Locale,
  {
    types: Record<CookieType, CookieTypeWords>;
    cookies: Record<SiteCookieId, { purpose: string }>;
    common: CookieWords;
    browsers: Record<BrowserId, { name: string; steps: string }>;
  }
>;

const DAYS_IN_YEAR = 365;

/** How long a cookie lasts, in the words and figures of `locale` (the page's text language). */
export function lifetimeText(lifetime: CookieLifetime, config: SiteConfig, locale: Locale = 'en'): string {
  const common = WORDS[locale].common;
  const words = common.lifetime;
  switch (lifetime.kind) {
    case 'seconds':
      return words.seconds(formatNumber(lifetime.seconds, locale));
    case 'days': {
      if (lifetime.days % DAYS_IN_YEAR === 0) {
        const years = lifetime.days / DAYS_IN_YEAR;
        return common.years(years, formatNumber(years, locale));
      }
      return words.days(formatNumber(lifetime.days, locale));
    }
    case 'session-or-remember':
      return words.sessionOrRemember(formatNumber(config.rememberMeDays, locale));
    case 'remember':
      return words.remember(formatNumber(config.rememberMeDays, locale));
  }
}

/** The longest a cookie type may last under the policy: "Session, or up to 1 year", "Up to 2 years". */
export function typeDurationText(type: CookieType, locale: Locale = 'en'): string {
  const facts = COOKIE_TYPE_FACTS.find((entry) => entry.id === type);
  if (!facts) throw new Error(`No cookie type ${type}`);
  const common = WORDS[locale].common;
  const years = common.years(facts.maxYears, formatNumber(facts.maxYears, locale));
  return common.typeDuration(facts.mayBeSession, years);
}

function listOf(types: readonly CookieType[], locale: Locale): string {
  return new Intl.ListFormat(LOCALE_INFO[locale].tag, { type: 'conjunction' }).format(
    types.map((type) => WORDS[locale].common.typeNames[type]),
  );
}

function PreferencesCard() {
  const { locale } = usePage();
  const choice = useCookieChoice();
  const words = COOKIES_COPY[locale].preferences;
  const { types, common } = WORDS[locale];
  const action = localizedPath(COOKIE_PREFS_PATH, locale);
  const inUse = cookieTypesInUse();
  const allowsFunctionality = choice?.allowed.includes('functionality') ?? false;
  return (
    <div className="card mt-2 grid gap-4">
      <div className="alert-info" data-cookie-choice={choice ? choice.allowed.join('.') : 'none'}>
        <p className="m-0 font-bold">{words.inForce}</p>
        {choice ? (
          <>
            <p className="m-0">{words.chosen(listOf(choice.allowed, locale))}</p>
            {!choice.allowed.includes('functionality') && <p className="m-0 mt-1">{words.essentialOnly}</p>}
          </>
        ) : (
          <p className="m-0">{words.none}</p>
        )}
      </div>
      <ScreenOnly>
        <form method="post" action={action} className="flex flex-wrap gap-3">
          <button type="submit" name="choice" value="all" className="btn-primary">
            {words.acceptAll}
          </button>
          <button type="submit" name="choice" value="essential" className="btn-outline">
            {words.essential}
          </button>
          <a href="#browsers" className="btn-outline">
            {words.manage}
            <span className="sr-only">{words.manageMore}</span>
          </a>
        </form>
        <details id="customize" className="mt-4">
          <summary className="btn-outline list-none [&::-webkit-details-marker]:hidden">{words.customize}</summary>
          <form method="post" action={action} className="mt-4 grid gap-3">
            <input type="hidden" name="choice" value="custom" />
            <fieldset className="grid gap-3 rounded-lg border border-slate-300 p-4">
              <legend className="px-1 font-semibold text-ink-900">{words.customizeLegend}</legend>
              {COOKIE_TYPE_FACTS.map((type) => {
                const title = types[type.id].title;
                if (!type.canDisable) {
                  return (
                    <p key={type.id} className="m-0">
                      <span className="font-semibold text-ink-900">{title}</span>: {words.alwaysOn}
                    </p>
                  );
                }
                if (!inUse.has(type.id)) {
                  return (
                    <p key={type.id} className="m-0">
                      <span className="font-semibold text-ink-900">{title}</span>: {words.notUsed}
                    </p>
                  );
                }
                return (
                  <label key={type.id} className="flex min-h-11 items-center gap-3 font-semibold text-ink-900">
                    <input
                      type="checkbox"
                      name={type.id}
                      defaultChecked={type.id === 'functionality' ? allowsFunctionality : false}
                      className="h-6 w-6 accent-brand-700"
                    />
                    {words.allow(common.typeNames[type.id])}
                  </label>
                );
              })}
            </fieldset>
            <div>
              <button type="submit" className="btn-primary">
                {words.save}
              </button>
            </div>
          </form>
        </details>
      </ScreenOnly>
    </div>
  );
}

export function CookiesPage() {
  const { config, page } = usePage();
  const locale = page.locale;
  const copy = COOKIES_COPY[locale];
  const words = WORDS[locale];
  const prefsLifetime = lifetimeText({ kind: 'days', days: COOKIE_PREFS_DAYS }, config, locale);
  const inUse = cookieTypesInUse();
  const toc = [
    { id: 'about', title: copy.toc.about },
    { id: 'types', title: copy.toc.types },
    { id: 'list', title: copy.toc.list },
    { id: 'third-party', title: copy.toc.thirdParty },
    { id: 'browsers', title: copy.toc.browsers },
    { id: PREFERENCES_ANCHOR, title: copy.toc.preferences },
  ];
  return (
    <PolicyLayout
      policy="cookies"
      lead={copy.lead}
      toc={toc}
      actions={
        <a href={`#${PREFERENCES_ANCHOR}`} className="btn-primary print:hidden">
          {copy.manageHero}
        </a>
      }
    >
      <PolicySection id="about" title={copy.toc.about}>
        {copy.about.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </PolicySection>

      <PolicySection id="types" title={copy.toc.types}>
        <ul className="grid list-none gap-4 p-0 sm:grid-cols-2">
          {COOKIE_TYPE_FACTS.map((type) => {
            const typeWords = words.types[type.id];
            const used = inUse.has(type.id);
            return (
              <li key={type.id} data-cookie-type={type.id} className="card">
                <h3 className="text-lg font-bold text-ink-900">{typeWords.title}</h3>
                <p className="mt-1">
                  <span
                    className={`rounded-full px-3 py-0.5 text-sm font-bold ${used ? 'bg-brand-700 text-white' : 'bg-slate-200 text-ink-900'}`}
                  >
                    {used ? words.common.inUse : words.common.notUsed}
                  </span>
                </p>
                <p className="mt-2">{typeWords.description}</p>
                <dl className="mt-3 grid gap-1">
                  <dt className="font-semibold text-ink-900">{copy.types.purpose}</dt>
                  <dd className="m-0">{typeWords.purpose}</dd>
                  <dt className="font-semibold text-ink-900">{copy.types.examples}</dt>
                  <dd className="m-0">{typeWords.examples.join(', ')}</dd>
                  <dt className="font-semibold text-ink-900">{copy.types.duration}</dt>
                  <dd className="m-0" data-duration>
                    {typeDurationText(type.id, locale)}
                  </dd>
                  <dt className="font-semibold text-ink-900">{copy.types.status}</dt>
                  <dd className="m-0">{type.canDisable ? words.common.canDisable : words.common.alwaysOn}</dd>
                </dl>
              </li>
            );
          })}
        </ul>
      </PolicySection>

      <PolicySection id="list" title={copy.toc.list}>
        <p>{copy.list.intro}</p>
        <ResponsiveTable
          caption={copy.list.caption}
          columns={[copy.list.name, copy.list.type, copy.list.purpose, copy.list.duration]}
          rows={SITE_COOKIES.map((cookie) => ({
            id: cookie.id,
            header: cookie.name,
            cells: [
              words.common.typeNames[cookie.type],
              words.cookies[cookie.id].purpose,
              lifetimeText(cookie.lifetime, config, locale),
            ],
          }))}
          rowAttribute="data-cookie"
          headerIsCode
        />
      </PolicySection>

      <PolicySection id="third-party" title={copy.toc.thirdParty}>
        <p>{copy.thirdParty.intro}</p>
        <ul className="grid list-none gap-4 p-0 sm:grid-cols-3">
          {copy.thirdParty.items.map((item) => (
            <li key={item.title} className="card">
              <h3 className="text-lg font-bold text-ink-900">{item.title}</h3>
              <p className="mt-1">{item.body}</p>
            </li>
          ))}
        </ul>
        <p className="font-semibold text-ink-900">{copy.thirdParty.none}</p>
      </PolicySection>

      <PolicySection id="browsers" title={copy.toc.browsers}>
        <p>{copy.browsers.intro}</p>
        <ul className="grid list-none gap-4 p-0 sm:grid-cols-2">
          {BROWSERS.map((browser) => (
            <li key={browser} data-browser={browser} className="card">
              <h3 className="text-lg font-bold text-ink-900">{words.browsers[browser].name}</h3>
              <p className="mt-1">{words.browsers[browser].steps}</p>
            </li>
          ))}
        </ul>
      </PolicySection>

      <PolicySection id={PREFERENCES_ANCHOR} title={copy.toc.preferences}>
        <p>{copy.preferences.intro(COOKIE_PREFS_COOKIE, prefsLifetime)}</p>
        <PreferencesCard />
      </PolicySection>
    </PolicyLayout>
  );
}
