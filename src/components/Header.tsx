import { navGroup, navLinks, SIGN_IN_LINK } from '../pages/navigation';
import { usePage } from '../render/page-context';
import { AccountStatusIsland, NavDisclosureIsland } from '../render/islands';
import { Logo } from './Logo';

const LINK =
  'flex min-h-11 items-center rounded-lg px-3 py-2 font-semibold text-ink-700 no-underline hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:text-brand-800 aria-[current=page]:underline';

export function Header() {
  const { config, page } = usePage();
  const current = page.path;
  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white">
      <div className="container relative flex items-center justify-between gap-2 py-2">
        <Logo siteName={config.siteName} />
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {navLinks('main', current).map((link) => (
            <a key={link.href} href={link.href} aria-current={link.current ? 'page' : undefined} className={LINK}>
              {link.label}
            </a>
          ))}
          <NavDisclosureIsland label="Services" variant="dropdown" groups={[navGroup('services', current, false)]} />
          <NavDisclosureIsland label="Company" variant="dropdown" groups={[navGroup('company', current, false)]} />
          <NavDisclosureIsland label="Policies" variant="dropdown" groups={[navGroup('policies', current, false)]} />
        </nav>
        <div className="flex items-center gap-2">
          <AccountStatusIsland signInHref={SIGN_IN_LINK.href} signInLabel={SIGN_IN_LINK.label} />
          <div className="lg:hidden">
            <NavDisclosureIsland
              label="Menu"
              variant="panel"
              groups={[
                { links: [{ ...SIGN_IN_LINK, current: current === SIGN_IN_LINK.href }], account: true },
                navGroup('main', current),
                navGroup('services', current),
                navGroup('company', current),
                navGroup('policies', current),
              ]}
            />
          </div>
        </div>
      </div>
    </header>
  );
}
