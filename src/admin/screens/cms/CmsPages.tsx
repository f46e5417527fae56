// /admin/cms/pages: every page the site serves, read from the site map (src/content/pages.ts) and its words
// (shared/i18n/<language>/pages.ts), never a list of its own: the address in each language, the title, whether search
// engines may index it, its canonical URL as the document writes it (src/seo/canonical.ts) and whether sitemap.xml
// lists it. Read-only: a page is added or changed by a developer, in the modules each row names.
import type { Context } from 'hono';
import { PAGE_WORDS } from '../../../../shared/i18n/en/pages';
import { HI_PAGE_WORDS } from '../../../../shared/i18n/hi/pages';
import { LOCALES, localizedPath, type Locale } from '../../../../shared/i18n/locales';
import { SITE_MAP, type NavGroup, type SitePage } from '../../../content/pages';
import type { AppEnv } from '../../../env';
import { canonicalUrl } from '../../../seo/canonical';
import { pageDef, servedIn, sitemapPages } from '../../../site-map/registry';
import { DataTable } from '../../DataTable';
import { CmsSection, ReadOnlyNote, SourceText } from './cms-parts';

const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', hi: 'Hindi' };

/** The sections of the list, in order: the menus' groups, then the pages outside the menus by kind. */
const SECTIONS: readonly { id: string; title: string; note: string; holds: (page: SitePage) => boolean }[] = [
  ...(
    [
      ['main', 'Main menu'],
      ['services', 'Services'],
      ['company', 'Company'],
      ['policies', 'Policies'],
    ] as const satisfies readonly (readonly [NavGroup, string])[]
  ).map(([group, title]) => ({
    id: `nav-${group}`,
    title,
    note: `Public pages the header and footer list under ${title}.`,
    holds: (page: SitePage) => page.kind === 'page' && page.nav === group,
  })),
  {
    id: 'kind-own',
    title: 'Sign-in and admin',
    note: 'Pages with routes of their own: the sign-in area and this admin.',
    holds: (page) => page.kind === 'own',
  },
  {
    id: 'kind-area',
    title: 'Signed-in areas',
    note: 'The entry pages of the patient’s and the doctor’s areas; their screens come from each area’s menu.',
    holds: (page) => page.kind === 'area',
  },
  {
    id: 'kind-utility',
    title: 'Utility pages',
    note: 'The no-JavaScript homes of the booking, doctor-request and newsletter forms, and the pharmacist’s prescription check.',
    holds: (page) => page.kind === 'utility',
  },
  {
    id: 'kind-fallback',
    title: 'Fallback',
    note: 'The page shown, with status 404, for any address the site does not serve.',
    holds: (page) => page.kind === 'fallback',
  },
];

/** One page of the site map as the list shows it, in every language it is served in. */
export interface PageEntry {
  id: string;
  title: string;
  hindiTitle: string | null;
  kind: SitePage['kind'];
  /** The address in each language it is served in. */
  paths: { locale: Locale; path: string }[];
  indexable: boolean;
  /** The canonical URL per language, for an indexable page (a noindex page writes none). */
  canonicals: { locale: Locale; url: string }[];
  /** The languages whose sitemap.xml entries include the page. */
  inSitemap: Locale[];
}

export function pageEntries(siteUrl: string): PageEntry[] {
  const sitemapIds: Record<Locale, ReadonlySet<string>> = {
    en: new Set(sitemapPages('en').map((page) => page.id)),
    hi: new Set(sitemapPages('hi').map((page) => page.id)),
  };
  return (SITE_MAP as readonly SitePage[]).map((page) => {
    const locales = LOCALES.filter((locale) => servedIn(page.id, locale));
    return {
      id: page.id,
      title: PAGE_WORDS[page.id].title,
      hindiTitle: locales.includes('hi') ? HI_PAGE_WORDS[page.id].title : null,
      kind: page.kind,
      paths: locales.map((locale) => ({ locale, path: localizedPath(page.path, locale) })),
      indexable: page.indexable,
      canonicals: page.indexable
        ? locales.map((locale) => ({ locale, url: canonicalUrl(siteUrl, pageDef(page.id, locale)) }))
        : [],
      inSitemap: LOCALES.filter((locale) => sitemapIds[locale].has(page.id)),
    };
  });
}

function PageRow({ entry }: { entry: PageEntry }) {
  return (
    <tr className="border-b border-slate-200 align-top" data-page={entry.id}>
      <th scope="row" className="py-3 pr-3 text-sm font-normal">
        <span className="block font-semibold">{entry.title}</span>
        {entry.hindiTitle && (
          <span lang="hi" className="block text-ink-600">
            {entry.hindiTitle}
          </span>
        )}
        <span className="mt-1 block">
          <SourceText>{entry.id}</SourceText>
        </span>
      </th>
      <td className="py-3 pr-3 text-sm">
        {entry.kind === 'fallback' && (
          <span className="block py-1 text-ink-600">Any address the site does not serve</span>
        )}
        {entry.kind !== 'fallback' &&
          entry.paths.map(({ locale, path }) => (
            <a key={locale} href={path} target="_blank" rel="noopener" className="block py-1 [overflow-wrap:anywhere]">
              {path}
              <span className="sr-only"> (opens the {LANGUAGE_NAMES[locale]} page in a new tab)</span>
            </a>
          ))}
      </td>
      <td className="py-3 pr-3 text-sm" data-languages="">
        {entry.paths.length === 1 ? 'English only' : entry.paths.map(({ locale }) => LANGUAGE_NAMES[locale]).join(', ')}
      </td>
      <td className="py-3 pr-3 text-sm">
        <span className="block font-semibold">{entry.indexable ? 'Indexed' : 'noindex'}</span>
        <span className="block text-ink-600">
          {entry.inSitemap.length === 0
            ? 'Not in sitemap'
            : `In sitemap: ${entry.inSitemap.map((locale) => LANGUAGE_NAMES[locale]).join(', ')}`}
        </span>
      </td>
      <td className="py-3 text-sm [overflow-wrap:anywhere]" data-canonical="">
        {entry.canonicals.length === 0 ? (
          <span className="text-ink-600">None (noindex)</span>
        ) : (
          entry.canonicals.map(({ locale, url }) => (
            <span key={locale} className="block">
              {url}
            </span>
          ))
        )}
      </td>
    </tr>
  );
}

export function CmsPages({ entries }: { entries: readonly PageEntry[] }) {
  const addresses = entries.reduce((sum, entry) => sum + (entry.kind === 'fallback' ? 0 : entry.paths.length), 0);
  const sitemapped = entries.reduce((sum, entry) => sum + entry.inSitemap.length, 0);
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  return (
    <div className="grid gap-8">
      <ReadOnlyNote>
        Every page the site serves, as the site map lists it: {entries.length} pages at {addresses} addresses (English,
        and Hindi under /hi), {sitemapped} of them in sitemap.xml. This list is read-only. To add a page or change one,
        ask a developer to edit its entry, by the id under its title, in the site map (
        <SourceText>src/content/pages.ts</SourceText>) and its title and description in{' '}
        <SourceText>shared/i18n/en/pages.ts</SourceText> and <SourceText>shared/i18n/hi/pages.ts</SourceText>.
      </ReadOnlyNote>
      {SECTIONS.map((section) => {
        const rows = (SITE_MAP as readonly SitePage[]).filter(section.holds).flatMap((page) => byId.get(page.id) ?? []);
        if (rows.length === 0) return null;
        return (
          <CmsSection key={section.id} id={section.id} title={section.title} note={section.note}>
            <DataTable
              caption={`${section.title}: pages`}
              headers={['Page and its id', 'Addresses', 'Languages', 'Search engines', 'Canonical URL']}
              widths={['w-[15rem]', 'w-[12rem]', 'w-[7rem]', 'w-[9.5rem]', '']}
              minWidth="min-w-[56rem]"
            >
              {rows.map((entry) => (
                <PageRow key={entry.id} entry={entry} />
              ))}
            </DataTable>
          </CmsSection>
        );
      })}
    </div>
  );
}

export function cmsPagesScreen(c: Context<AppEnv>) {
  return <CmsPages entries={pageEntries(c.get('config').siteUrl)} />;
}
