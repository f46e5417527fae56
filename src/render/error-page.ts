// The page for an uncaught failure, in the language of the address asked for. Plain HTML with nothing from the error
// in it: rendering may be what failed.
import assets from 'virtual:asset-manifest';
import { ERROR_PAGE_EN, type ErrorPageWords } from '../../shared/i18n/en/messages';
import { ERROR_PAGE_HI } from '../../shared/i18n/hi/messages';
import { LOCALE_INFO, localizedPath, type Locale } from '../../shared/i18n/locales';
import { BODY_FONT_CLASS } from './body-font';

const WORDS: Record<Locale, ErrorPageWords> = { en: ERROR_PAGE_EN, hi: ERROR_PAGE_HI };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function errorPageHtml(siteName: string, locale: Locale): string {
  const words = WORDS[locale];
  const styles = assets.dev
    ? ''
    : assets.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  return `<!DOCTYPE html><html lang="${LOCALE_INFO[locale].htmlLang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(words.title)} | ${escapeHtml(siteName)}</title><meta name="robots" content="noindex">${styles}</head><body class="${BODY_FONT_CLASS[locale]}"><main class="container py-20 text-center"><h1 class="text-2xl font-bold text-ink-900">${escapeHtml(words.title)}</h1><p class="mt-4 text-ink-700">${escapeHtml(words.body)}</p><p class="mt-6"><a class="btn-primary" href="${localizedPath('/', locale)}">${escapeHtml(words.returnHome)}</a></p></main></body></html>`;
}
