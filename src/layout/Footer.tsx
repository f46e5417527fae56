import { FormSafeguards } from '../render/islands';
import { telHref } from '../../shared/booking/topic';
import { newFormToken } from '../../shared/requests/token';
import type { UiWords } from '../../shared/i18n/en/ui';
import { localizedPath, type Locale } from '../../shared/i18n/locales';
import { supportLine } from '../booking/topics';
import { NATIONAL_AMBULANCE_NUMBER } from '../content/emergency';
import { APPOINTMENT_LOOKUP_PATH, sitePage } from '../content/pages';
import { navLinks } from '../site-map/navigation';
import type { NavGroup } from '../site-map/types';
import { usePage } from '../render/page-context';

const LINK = 'text-slate-200 no-underline hover:text-white hover:underline';

/** Footer links the spec adds beyond the page groups; /accessibility has no page yet and answers 404. */
function patientLinks(t: UiWords, locale: Locale) {
  return [
    { href: localizedPath(sitePage('login').path, locale), label: t.footer.patientPortal },
    { href: localizedPath(APPOINTMENT_LOOKUP_PATH, locale), label: t.appointmentLookup.link },
    { href: localizedPath('/#how-it-works', locale), label: t.footer.howItWorks },
    { href: '/accessibility', label: t.footer.accessibility },
  ];
}

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
  const { config, page, t, locale } = usePage();
  const line = supportLine(config);
  const groups: NavGroup[] = ['services', 'company', 'policies'];
  return (
    <footer className="bg-ink-900 text-slate-200">
      <div className="container grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <p className="text-lg font-extrabold text-white">{config.siteName}</p>
          <p className="mt-2">{t.footer.tagline}</p>
          <ul className="mt-4 grid list-none gap-1 p-0">
            <li>
              {t.footer.supportLine(t.hours.emergency)}{' '}
              <a href={telHref(line)} className={LINK}>
                {line.display}
              </a>
            </li>
            <li>
              {t.footer.email}{' '}
              <a href={`mailto:${config.supportEmail}`} className={LINK}>
                {config.supportEmail}
              </a>
            </li>
            <li>{t.footer.customerSupport(t.hours.support)}</li>
            <li>
              {t.footer.office(config.office.city)} {config.office.address}
            </li>
            <li>
              {t.footer.ambulance}{' '}
              <a href={`tel:${NATIONAL_AMBULANCE_NUMBER}`} className={LINK}>
                {NATIONAL_AMBULANCE_NUMBER}
              </a>
            </li>
          </ul>
          {/* Stores the address with consent (POST /newsletter), then goes on to /pricing as the spec says. */}
          <form
            action={localizedPath('/newsletter', locale)}
            method="post"
            className="relative mt-6"
            aria-labelledby="newsletter-title"
          >
            <h2 id="newsletter-title" className="text-sm font-bold uppercase tracking-wide text-white">
              {t.footer.newsletterTitle}
            </h2>
            <label htmlFor="newsletter-email" className="mt-2 block text-sm">
              {t.footer.emailLabel}
            </label>
            <div className="mt-1 flex flex-wrap gap-2">
              <input
                id="newsletter-email"
                name="email"
                type="email"
                required
                maxLength={254}
                autoComplete="email"
                placeholder={t.footer.emailPlaceholder}
                className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-400 bg-white px-3 text-ink-900 placeholder:text-ink-500"
              />
              <button type="submit" className="btn-light">
                {t.footer.subscribe}
              </button>
            </div>
            <FormSafeguards
              token={newFormToken()}
              consent="newsletter"
              idPrefix="newsletter"
              className="mt-2 text-slate-300"
              linkClassName="text-white underline"
            />
          </form>
        </div>
        {groups.map((group) => (
          <LinkColumn key={group} title={t.header.groups[group]} links={navLinks(group, page)} />
        ))}
      </div>
      <div className="border-t border-slate-700">
        <div className="container flex flex-col gap-4 py-6 md:flex-row md:justify-between">
          <LinkColumn title={t.footer.patients} links={patientLinks(t, locale)} />
          <p className="self-end text-sm text-slate-300">
            {t.footer.copyright(new Date().getFullYear(), config.siteName, NATIONAL_AMBULANCE_NUMBER)}
          </p>
        </div>
      </div>
    </footer>
  );
}
