import { telHref } from '../../shared/booking/topic';
import { EMERGENCY_HOURS, SUPPORT_HOURS } from '../../shared/business';
import { supportLine } from '../booking';
import { NATIONAL_AMBULANCE_NUMBER } from '../content/health-checkups';
import { NAV_GROUP_TITLES, navLinks } from '../pages/navigation';
import type { NavGroup } from '../pages/types';
import { usePage } from '../render/page-context';

const LINK = 'text-slate-200 no-underline hover:text-white hover:underline';

/** Footer links the spec adds beyond the page groups; /accessibility has no page yet and answers 404. */
const PATIENT_LINKS = [
  { href: '/login', label: 'Patient Portal' },
  { href: '/#how-it-works', label: 'How it works' },
  { href: '/accessibility', label: 'Accessibility' },
] as const;

function LinkColumn({ title, links }: { title: string; links: readonly { href: string; label: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-bold uppercase tracking-wide text-white">{title}</h2>
      <ul className="mt-3 grid list-none gap-2 p-0">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className={LINK}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  const { config, page } = usePage();
  const line = supportLine(config);
  const groups: NavGroup[] = ['services', 'company', 'policies'];
  return (
    <footer className="bg-ink-900 text-slate-200">
      <div className="container grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <p className="text-lg font-extrabold text-white">{config.siteName}</p>
          <p className="mt-2">Online consultations with verified doctors, from anywhere in India.</p>
          <ul className="mt-4 grid list-none gap-1 p-0">
            <li>
              Support and emergency ({EMERGENCY_HOURS}):{' '}
              <a href={telHref(line)} className={LINK}>
                {line.display}
              </a>
            </li>
            <li>
              Email:{' '}
              <a href={`mailto:${config.supportEmail}`} className={LINK}>
                {config.supportEmail}
              </a>
            </li>
            <li>Customer support: {SUPPORT_HOURS}</li>
            <li>
              {config.office.city} office: {config.office.address}
            </li>
            <li>
              Ambulance: <a href={`tel:${NATIONAL_AMBULANCE_NUMBER}`} className={LINK}>{NATIONAL_AMBULANCE_NUMBER}</a>
            </li>
          </ul>
          <form action="/pricing" method="get" className="mt-6" aria-labelledby="newsletter-title">
            <h2 id="newsletter-title" className="text-sm font-bold uppercase tracking-wide text-white">
              Health tips and plan offers
            </h2>
            <label htmlFor="newsletter-email" className="mt-2 block text-sm">
              Email address
            </label>
            <div className="mt-1 flex flex-wrap gap-2">
              {/* No name attribute: Subscribe only takes the visitor to /pricing, and the address stays out of the URL. */}
              <input
                id="newsletter-email"
                type="email"
                autoComplete="email"
                placeholder="you@example.com"
                className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-400 bg-white px-3 text-ink-900 placeholder:text-ink-500"
              />
              <button type="submit" className="btn-light">
                Subscribe
              </button>
            </div>
          </form>
        </div>
        {groups.map((group) => (
          <LinkColumn key={group} title={NAV_GROUP_TITLES[group]} links={navLinks(group, page.path)} />
        ))}
      </div>
      <div className="border-t border-slate-700">
        <div className="container flex flex-col gap-4 py-6 md:flex-row md:justify-between">
          <LinkColumn title="Patients" links={PATIENT_LINKS} />
          <p className="self-end text-sm text-slate-300">
            © {new Date().getFullYear()} {config.siteName}. Not for emergencies: call {NATIONAL_AMBULANCE_NUMBER} for an
            ambulance.
          </p>
        </div>
      </div>
    </footer>
  );
}
