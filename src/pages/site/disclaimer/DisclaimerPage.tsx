// /disclaimer: what online consultations can and cannot do, with India's emergency numbers first.
import { telHref } from '../../../../shared/booking/topic';
import { supportLine } from '../../../booking';
import { PUBLIC_EMERGENCY_NUMBERS, type PublicEmergencyService } from '../../../content/emergency';
import { usePage } from '../../../render/page-context';
import { Bullets, PolicyLayout, PolicySection } from '../policy/PolicyLayout';
import { DISCLAIMER_COPY_EN, type Urgency } from './copy.en';

const URGENCY_STYLE: Record<Urgency, { card: string; badge: string }> = {
  critical: { card: 'border-l-4 border-l-red-700', badge: 'bg-red-700 text-white' },
  high: { card: 'border-l-4 border-l-amber-600', badge: 'bg-amber-100 text-amber-900' },
  medium: { card: 'border-l-4 border-l-brand-700', badge: 'bg-brand-50 text-brand-900' },
};

function EmergencyNumbers() {
  const { config } = usePage();
  const words = DISCLAIMER_COPY_EN.emergency;
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
  const copy = DISCLAIMER_COPY_EN;
  const notices = copy.notices(PUBLIC_EMERGENCY_NUMBERS.national, PUBLIC_EMERGENCY_NUMBERS.ambulance);
  const toc = (
    ['notices', 'advice', 'limits', 'opinions', 'information', 'responsibilities', 'liability'] as const
  ).map((id) => ({ id, title: copy.toc[id] }));
  return (
    <PolicyLayout policy="disclaimer" lead={copy.lead} toc={toc} banner={<EmergencyNumbers />}>
      <PolicySection id="notices" title={copy.toc.notices}>
        <ul className="grid list-none gap-4 p-0">
          {notices.map((notice) => (
            <li key={notice.id} data-urgency={notice.urgency} className={`card ${URGENCY_STYLE[notice.urgency].card}`}>
              <p className="m-0 text-sm">
                <span className="sr-only">{copy.urgencyPrefix} </span>
                <span className={`rounded-full px-3 py-0.5 font-bold ${URGENCY_STYLE[notice.urgency].badge}`}>
                  {copy.urgencyLabel[notice.urgency]}
                </span>
              </p>
              <h3 className="mt-2 text-lg font-bold text-ink-900">{notice.title}</h3>
              <p className="mt-1">{notice.body}</p>
            </li>
          ))}
        </ul>
      </PolicySection>
      {(['advice', 'limits', 'opinions', 'information'] as const).map((id) => (
        <PolicySection key={id} id={id} title={copy.toc[id]}>
          {copy[id].map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </PolicySection>
      ))}
      <PolicySection id="responsibilities" title={copy.toc.responsibilities}>
        <p>{copy.responsibilities.intro}</p>
        <Bullets items={copy.responsibilities.items} />
      </PolicySection>
      <PolicySection id="liability" title={copy.toc.liability}>
        <p>{copy.liability.intro}</p>
        <Bullets items={copy.liability.items} />
        <p>{copy.liability.rights}</p>
      </PolicySection>
    </PolicyLayout>
  );
}
