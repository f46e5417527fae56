// /disclaimer: what online consultations can and cannot do, with India's emergency numbers first.
import { telHref } from '../../../shared/booking/topic';
import { formatNumber } from '../../../shared/i18n/format';
import type { Locale } from '../../../shared/i18n/locales';
import { supportLine } from '../../booking/topics';
import { PUBLIC_EMERGENCY_NUMBERS, type PublicEmergencyService } from '../../content/emergency';
import { POLICY_LIMITS } from '../../content/policies/facts';
import { usePage } from '../../render/page-context';
import { Bullets, PolicyLayout, PolicySection } from '../policy/PolicyLayout';
import { DISCLAIMER_COPY_EN, type DisclaimerCopy, type NoticeId, type Urgency } from './copy.en';
import { DISCLAIMER_COPY_HI } from './copy.hi';

/** The page's own words in each language. */
const COPY = { en: DISCLAIMER_COPY_EN, hi: DISCLAIMER_COPY_HI } satisfies Record<Locale, DisclaimerCopy>;

/** The notices in page order, each with its urgency. */
const NOTICES: readonly { id: NoticeId; urgency: Urgency }[] = [
  { id: 'notForEmergencies', urgency: 'critical' },
  { id: 'examination', urgency: 'critical' },
  { id: 'prescriptions', urgency: 'high' },
  { id: 'generalInformation', urgency: 'medium' },
];

const URGENCY_STYLE: Record<Urgency, { card: string; badge: string }> = {
  critical: { card: 'border-l-4 border-l-red-700', badge: 'bg-red-700 text-white' },
  high: { card: 'border-l-4 border-l-amber-600', badge: 'bg-amber-100 text-amber-900' },
  medium: { card: 'border-l-4 border-l-brand-700', badge: 'bg-brand-50 text-brand-900' },
};

function EmergencyNumbers({ copy }: { copy: DisclaimerCopy }) {
  const { config } = usePage();
  const words = copy.emergency;
  const line = supportLine(config);
  const services = Object.entries(PUBLIC_EMERGENCY_NUMBERS) as [PublicEmergencyService, string][];
  return (
    <section aria-labelledby="emergency-title" className="mt-6 rounded-xl border-2 border-red-700 bg-red-50 p-5">
      <h2 id="emergency-title" className="text-2xl font-bold text-red-900">
        {words.title}
      </h2>
      <p className="mt-1 text-red-900">{words.body}</p>
      <ul className="mt-4 grid list-none gap-3 p-0 sm:grid-cols-2 lg:grid-cols-4">
        {services.map(([service, number]) => (
          <li key={service}>
            <a href={`tel:${number}`} className="btn-danger w-full text-lg">
              {words.call(words.services[service], number)}
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-red-900">
        {words.ownLine}{' '}
        <a href={telHref(line)} className="font-bold text-red-900">
          {line.display}
        </a>
      </p>
    </section>
  );
}

export function DisclaimerPage() {
  const { page } = usePage();
  const locale = page.locale;
  const copy = COPY[locale];
  const minimumAge = formatNumber(POLICY_LIMITS.minimumAge, locale);
  const notices = copy.notices(PUBLIC_EMERGENCY_NUMBERS.national, PUBLIC_EMERGENCY_NUMBERS.ambulance);
  const paragraphs = {
    advice: copy.advice,
    limits: copy.limits(minimumAge),
    opinions: copy.opinions,
    information: copy.information,
  };
  const toc = (
    ['notices', 'advice', 'limits', 'opinions', 'information', 'responsibilities', 'liability'] as const
  ).map((id) => ({ id, title: copy.toc[id] }));
  return (
    <PolicyLayout policy="disclaimer" lead={copy.lead} toc={toc} banner={<EmergencyNumbers copy={copy} />}>
      <PolicySection id="notices" title={copy.toc.notices}>
        <ul className="grid list-none gap-4 p-0">
          {NOTICES.map(({ id, urgency }) => (
            <li key={id} data-urgency={urgency} className={`card ${URGENCY_STYLE[urgency].card}`}>
              <p className="m-0 text-sm">
                <span className="sr-only">{copy.urgencyPrefix} </span>
                <span className={`rounded-full px-3 py-0.5 font-bold ${URGENCY_STYLE[urgency].badge}`}>
                  {copy.urgencyLabel[urgency]}
                </span>
              </p>
              <h3 className="mt-2 text-lg font-bold text-ink-900">{notices[id].title}</h3>
              <p className="mt-1">{notices[id].body}</p>
            </li>
          ))}
        </ul>
      </PolicySection>
      {(['advice', 'limits', 'opinions', 'information'] as const).map((id) => (
        <PolicySection key={id} id={id} title={copy.toc[id]}>
          {paragraphs[id].map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </PolicySection>
      ))}
      <PolicySection id="responsibilities" title={copy.toc.responsibilities}>
        <p>{copy.responsibilities.intro}</p>
        <Bullets items={copy.responsibilities.items(minimumAge)} />
      </PolicySection>
      <PolicySection id="liability" title={copy.toc.liability}>
        <p>{copy.liability.intro}</p>
        <Bullets items={copy.liability.items} />
        <p>{copy.liability.rights}</p>
      </PolicySection>
    </PolicyLayout>
  );
}
