// The public site's document: header with the menus, the page, the closing booking band, footer.
import type { Context } from 'hono';
import { withReference } from '../../shared/requests/acknowledge';
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
  const { flash, t } = context;
  // A page whose own text is not yet in this language says so, and marks that text as English for screen readers.
  const body =
    page.translation === 'whole' ? (
      children
    ) : (
      <>
        <p className="container mt-4 rounded-lg bg-brand-50 px-4 py-3 text-brand-900">{t.language.untranslated}</p>
        <div lang="en">{children}</div>
      </>
    );
  return (
    <DocumentFrame context={context}>
      <Header />
      <main id="main" tabIndex={-1} className="outline-none">
        {flash && <FlashNoticeIsland message={withReference(t.flash[flash.code], flash.reference, t.forms.reference)} />}
        <div className="page-enter">
          {body}
          {!bare && <BookingBanner />}
        </div>
      </main>
      <Footer />
    </DocumentFrame>
  );
}
