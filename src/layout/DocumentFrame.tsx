// The HTML frame every document shares: head tags from the page, the skip link, the providers the page and its
// islands read, and the client script only when the page rendered an island. What sits around the page (header,
// footer, sidebar) belongs to the audience's document: SiteDocument or AdminDocument.
import type { Context } from 'hono';
import type { ReactNode } from 'react';
import assets from 'virtual:asset-manifest';
import { WordsContext } from '../render/islands';
import { BookingDialogShell } from '../booking/BookingDialogShell';
import { RequestDoctorDialogShell } from '../booking/RequestDoctorDialogShell';
import { LOCALE_INFO, type Locale } from '../../shared/i18n/locales';
import type { AppEnv } from '../env';
import { IslandRegistryContext } from '../render/island';
import { PageContext, type PageContextValue } from '../render/page-context';
import { canonicalUrl } from '../seo/canonical';
import { hreflangLinks } from '../site-map/registry';
import type { PageDef } from '../site-map/types';
import { UI_WORDS } from '../render/ui-copy';
import { BODY_FONT_CLASS } from '../render/body-font';
import { BRAND_MARK_COLOR } from '../../shared/theme';

export function ClientScripts({ islands }: { islands: Set<string> }) {
  if (islands.size === 0) return null;
  const preload = [...new Set([...islands].flatMap((name) => assets.islands[name] ?? []))];
  return (
    <>
      {preload.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      <script type="module" src={assets.entry} />
    </>
  );
}

/** The native copies of the dialogs whose buttons the page rendered (read after the page, as above). */
function PageDialogs({ islands }: { islands: Set<string> }) {
  return (
    <>
      {islands.has('BookingButton') && <BookingDialogShell />}
      {islands.has('RequestDoctorButton') && <RequestDoctorDialogShell />}
    </>
  );
}

export function HeadTags({ context }: { context: PageContextValue }) {
  const { page, config } = context;
  const title = `${page.title} | ${config.siteName}`;
  const canonical = canonicalUrl(config.siteUrl, page);
  const alternates = hreflangLinks(page);
  return (
    <>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{title}</title>
      <meta name="description" content={page.description} />
      {page.indexable ? <link rel="canonical" href={canonical} /> : <meta name="robots" content="noindex" />}
      {alternates.map(({ hreflang, path }) => (
        <link key={hreflang} rel="alternate" hrefLang={hreflang} href={`${config.siteUrl}${path}`} />
      ))}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={config.siteName} />
      <meta property="og:locale" content={LOCALE_INFO[page.locale].ogLocale} />
      {alternates.length > 0 &&
        (Object.keys(page.alternates) as Locale[])
          .filter((locale) => locale !== page.locale)
          .map((locale) => <meta key={locale} property="og:locale:alternate" content={LOCALE_INFO[locale].ogLocale} />)}
      <meta property="og:title" content={title} />
      <meta property="og:description" content={page.description} />
      <meta property="og:url" content={canonical} />
      <meta name="twitter:card" content="summary" />
      <meta name="theme-color" content={BRAND_MARK_COLOR} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {assets.dev
        ? ['/@vite/client', ...assets.styles].map((src) => <script key={src} type="module" src={src} />)
        : assets.styles.map((href) => <link key={href} rel="stylesheet" href={href} />)}
    </>
  );
}

export function pageContextOf(c: Context<AppEnv>, page: PageDef): PageContextValue {
  return {
    page,
    locale: page.locale,
    t: UI_WORDS[page.locale],
    config: c.get('config'),
    url: new URL(c.req.url),
    flash: c.get('flash'),
  };
}

export function DocumentFrame({ context, children }: { context: PageContextValue; children: ReactNode }) {
  const islands = new Set<string>();
  return (
    <html lang={LOCALE_INFO[context.locale].htmlLang}>
      <head>
        <HeadTags context={context} />
      </head>
      <body className={`min-h-screen ${BODY_FONT_CLASS[context.locale]}`}>
        <IslandRegistryContext.Provider value={islands}>
          <PageContext.Provider value={context}>
            <WordsContext.Provider value={context.t}>
              <a
                href="#main"
                className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-3 focus:font-bold"
              >
                {context.t.header.skipToContent}
              </a>
              {children}
              {/* Last, after everything that may have rendered an island (the render-order rule). */}
              <PageDialogs islands={islands} />
              <ClientScripts islands={islands} />
            </WordsContext.Provider>
          </PageContext.Provider>
        </IslandRegistryContext.Provider>
      </body>
    </html>
  );
}
