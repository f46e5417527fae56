// The public site's document: header with the menus, the page, the closing booking band, footer.
import type { Context } from 'hono';
import { withReference } from '../../shared/requests/acknowledge';
import type { ReactNode } from 'react';
import { BookingBanner } from './BookingBanner';
import { Footer } from './Footer';
import { Header } from './Header';
import type { AppEnv } from '../env';
import type { PageDef } from '../site-map/types';
import { FlashNoticeIsland } from '../render/islands';
import { medicalOrganizationSchema } from '../seo/schema';
import { JsonLd } from '../ui/JsonLd';
import { DocumentFrame, pageContextOf } from './DocumentFrame';

export interface SiteDocumentProps {
  page: PageDef;
  /** Leave out the closing booking band (pages that are themselves the booking page). */
  bare?: boolean;
  children: ReactNode;
}

export function SiteDocument({ c, page, bare, children }: SiteDocumentProps & { c: Context<AppEnv> }) {
  const context = pageContextOf(c, page);
  const { flash, t } = context;
  // A policy page's printable view (?print=1, the print button's target without JavaScript): the text alone.
  const printView = page.nav === 'policies' && context.url.searchParams.get('print') === '1';
  return (
    <DocumentFrame context={context}>
      {!printView && <Header />}
      <main id="main" tabIndex={-1} className="outline-none">
        {flash && (
          <FlashNoticeIsland message={withReference(t.flash[flash.code], flash.reference, t.forms.reference)} />
        )}
        <div className="page-enter">
          {children}
          {!bare && !printView && <BookingBanner />}
        </div>
      </main>
      {!printView && <Footer />}
      {/* Who runs the site, for search engines: on every public page; page data refers to it by @id. */}
      <JsonLd data={medicalOrganizationSchema(context.config, page.locale)} />
    </DocumentFrame>
  );
}
