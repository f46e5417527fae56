// A document of its own, outside the site's layout: a receipt or a prescription to print or keep, with its own small
// styles, no scripts, noindex. Renders the whole HTML (with its doctype) as a string for c.html().
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server.edge';
import { LOCALE_INFO, type Locale } from '../../shared/i18n/locales';

export function standaloneDocument(input: {
  locale: Locale;
  title: string;
  styles: string;
  children: ReactNode;
}): string {
  const body = renderToString(
    <html lang={LOCALE_INFO[input.locale].htmlLang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <title>{input.title}</title>
        <style>{input.styles}</style>
      </head>
      <body>
        <main>{input.children}</main>
      </body>
    </html>,
  );
  return `<!DOCTYPE html>${body}`;
}
