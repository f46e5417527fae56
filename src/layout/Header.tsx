import { localizedPath } from '../../shared/i18n/locales';
import { appointmentLookupLink, navGroup, navLinks, signInLink } from '../site-map/navigation';
import { usePage } from '../render/page-context';
import { AccountStatusIsland, NavDisclosureIsland } from '../render/islands';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';

const LINK =
  'flex min-h-11 items-center whitespace-nowrap rounded-lg px-2 py-2 font-semibold text-ink-700 no-underline hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:text-brand-800 aria-[current=page]:underline';

export function Header() {
  const { config, page, t } = usePage();
  const { signOutAction, ...signIn } = signInLink(t, page.locale);
  // The main pages, then where a patient opens a booked appointment again.
  const main = [...navLinks('main', page), appointmentLookupLink(t, page)];
  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white">
      <div className="relative mx-auto flex w-full max-w-7xl items-center justify-between gap-2 px-4 py-2 sm:px-6 xl:px-4">
        <Logo siteName={config.siteName} href={localizedPath('/', page.locale)} />
        <nav aria-label={t.header.mainNavigation} className="hidden items-center xl:flex">
          {main.map((link) => (
            <a key={link.href} href={link.href} aria-current={link.current ? 'page' : undefined} className={LINK}>
              {link.label}
            </a>
          ))}
          {(['services', 'company', 'policies'] as const).map((group) => (
            <NavDisclosureIsland
              key={group}
              label={t.header.groups[group]}
              variant="dropdown"
              groups={[navGroup(group, page, t, false)]}
            />
          ))}
        </nav>
        <div className="flex items-center gap-1 sm:gap-2">
          <LanguageSwitch />
          <AccountStatusIsland signInHref={signIn.href} signInLabel={signIn.label} signOutAction={signOutAction} />
          <div className="xl:hidden">
            <NavDisclosureIsland
              label={t.header.menu}
              variant="panel"
              groups={[
                { links: [{ ...signIn, current: page.path === signIn.href }], account: true, signOutAction },
                { ...navGroup('main', page, t), links: main },
                navGroup('services', page, t),
                navGroup('company', page, t),
                navGroup('policies', page, t),
              ]}
            />
          </div>
        </div>
      </div>
    </header>
  );
}
