// The page for an uncaught failure. Plain HTML with nothing from the error in it: rendering may be what failed.
import assets from 'virtual:asset-manifest';
import { UNEXPECTED_ERROR_TITLE } from '../../shared/messages';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function errorPageHtml(siteName: string): string {
  const styles = assets.dev
    ? ''
    : assets.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  return `<!DOCTYPE html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${UNEXPECTED_ERROR_TITLE} | ${escapeHtml(siteName)}</title><meta name="robots" content="noindex">${styles}</head><body class="font-sans"><main class="container py-20 text-center"><h1 class="text-2xl font-bold text-ink-900">${UNEXPECTED_ERROR_TITLE}</h1><p class="mt-4 text-ink-700">Something went wrong on our side. Please try again in a moment.</p><p class="mt-6"><a class="btn-primary" href="/">Return to Home</a></p></main></body></html>`;
}
