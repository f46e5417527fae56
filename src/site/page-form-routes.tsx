// The request forms that sit on a public page (contact, privacy, refund): one route each. A refused post without
// JavaScript renders that page again with the form's state; a stored one goes back to the page's top, where the
// confirmation shows.
import { Hono } from 'hono';
import { LOCALES, localizedPath } from '../../shared/i18n/locales';
import type { FlashCode } from '../../shared/messages';
import type { AppEnv } from '../env';
import { FORM_LIMIT } from '../http/form';
import { pageDef } from '../site-map/registry';
import { PAGE_COMPONENTS } from './page-components';
import { FormStateContext } from './request-forms/form-state';
import { PAGE_FORM_PATHS, type PageFormKind } from './request-forms/PageRequestForms';
import { takeRequest } from './request-forms/take';

const PAGE_FORMS = [
  { kind: 'contact', page: 'contact', flash: 'contact-sent' },
  { kind: 'privacy', page: 'privacy', flash: 'privacy-request-received' },
  { kind: 'refund', page: 'refunds', flash: 'refund-request-received' },
] as const satisfies readonly { kind: PageFormKind; page: keyof typeof PAGE_COMPONENTS; flash: FlashCode }[];

export const pageFormRoutes = new Hono<AppEnv>();
for (const locale of LOCALES) {
  for (const form of PAGE_FORMS) {
    const page = pageDef(form.page, locale);
    const Page = PAGE_COMPONENTS[form.page];
    pageFormRoutes.post(localizedPath(PAGE_FORM_PATHS[form.kind], locale), FORM_LIMIT, (c) =>
      takeRequest(c, form.kind, locale, {
        flash: form.flash,
        next: page.path,
        again: (state) =>
          c.render(
            <FormStateContext.Provider value={state}>
              <Page />
            </FormStateContext.Provider>,
            { page },
          ),
      }),
    );
  }
}
