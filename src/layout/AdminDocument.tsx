// The staff areas' document (admin and doctor): no marketing menus or booking band. A slim bar names the site and the
// area and leads back to the public site; the admin shell inside (src/admin/AdminShell.tsx) names the signed-in admin and
// keeps Sign Out in reach. The 403 and 503 pages of the guard use it too.
import type { Context } from 'hono';
import type { ReactNode } from 'react';
import type { AppEnv } from '../env';
import type { PageDef } from '../site-map/types';
import { FlashNoticeIsland } from '../render/islands';
import { DocumentFrame, pageContextOf } from './DocumentFrame';

export function AdminDocument({ c, page, children }: { c: Context<AppEnv>; page: PageDef; children: ReactNode }) {
  const context = pageContextOf(c, page);
  const { siteName } = context.config;
  const area = page.id === 'doctor-area' ? { name: 'Doctor', home: page.path } : { name: 'Admin', home: '/admin' };
  return (
    <DocumentFrame context={context}>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex w-full max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-2 sm:px-6">
          <a href={area.home} className="flex min-h-11 items-center gap-2 font-extrabold text-brand-800 no-underline">
            <svg aria-hidden="true" width="28" height="28" viewBox="0 0 32 32">
              <rect width="32" height="32" rx="8" fill="#0f766e" />
              <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="#fff" />
            </svg>
            <span>
              {siteName} <span className="font-semibold text-ink-600">{area.name}</span>
            </span>
          </a>
          <a
            href="/"
            className="inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-ink-700 hover:bg-brand-50"
          >
            View the public site
          </a>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="outline-none">
        {context.flash && <FlashNoticeIsland message={context.flash} />}
        {children}
      </main>
    </DocumentFrame>
  );
}
