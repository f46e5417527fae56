import { LOCALE_INFO } from '../../shared/i18n/locales';
import { usePage } from '../render/page-context';

/**
 * A plain link to this page in the other language, written in that language, so it works without JavaScript and
 * keeps the visitor on the same page (and the same query). Absent where the page has no other version.
 */
export function LanguageSwitch() {
  const { page, url, t } = usePage();
  const other = page.otherLanguage;
  if (!other) return null;
  const info = LOCALE_INFO[other.locale];
  return (
    <a
      href={`${other.path}${url.search}`}
      hrefLang={info.hreflang}
      className="flex min-h-11 items-center gap-1 rounded-lg px-2 py-2 font-semibold text-brand-800 no-underline hover:bg-brand-50"
    >
      <svg
        aria-hidden="true"
        width="18"
        height="18"
        viewBox="0 0 20 20"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      >
        <circle cx="10" cy="10" r="8" />
        <path d="M2 10h16M10 2c2.5 2.6 2.5 13.4 0 16M10 2c-2.5 2.6-2.5 13.4 0 16" />
      </svg>
      <span className="sr-only">{t.language.switchLabel}: </span>
      <span lang={info.htmlLang}>{info.name}</span>
    </a>
  );
}
