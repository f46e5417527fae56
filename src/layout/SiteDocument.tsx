// The public site's document: header with the menus, the page, the closing booking band, footer.
import type { Context } from 'hono';
import type { ReactNode } from 'react';
import { BookingBanner } from '../components/BookingBanner';
import { Footer } from '../components/Footer';
import { Header } from '../components/Header';
import type { AppEnv } from '../env';
import type { PageDef } from '../pages/types';
import { FlashNoticeIsland } from '../render/islands';
import { DocumentFrame, pageContextOf } from './DocumentFrame';

export interface SiteDocumentProps {
  page: PageDef;
  /** Leave out the closing booking band (pages that are themselves the booking page). */
  bare?: boolean;
  children: ReactNode;
}

export function SiteDocument({ c, page, bare, children }: SiteDocumentProps & { c: Context<AppEnv> }) {
  const context = pageContextOf(c, page);
  return (
    <DocumentFrame context={context}>
      <Header />
      <main id="main" tabIndex={-1} className="outline-none">
        {context.flash && <FlashNoticeIsland message={context.flash} />}
        <div className="page-enter">
          {children}
          {!bare && <BookingBanner />}
        </div>
      </main>
      <Footer />
    </DocumentFrame>
  );
}
