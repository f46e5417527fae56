// /emergency-care: a page a frightened person can use in ten seconds. The numbers come first, above the fold on a
// 360×640 phone, each a big tel: link: ambulance, the national emergency number, police, fire and the provider's 24/7
// line. Then when to go to hospital now, what the line can help with, its services, what happens on a call, and the
// response targets (docs/product/figures.md).
import { telHref } from '../../../shared/booking/topic';
import { formatNumber } from '../../../shared/i18n/format';
import type { Locale } from '../../../shared/i18n/locales';
import { supportLine } from '../../booking/topics';
import { NATIONAL_AMBULANCE_NUMBER, PUBLIC_EMERGENCY_NUMBERS, RESPONSE_TARGET_MINUTES } from '../../content/emergency';
import { usePage } from '../../render/page-context';
import { UI_WORDS } from '../../render/ui-copy';
import { Section } from '../../ui/Section';
import { StepList } from '../../ui/StepList';
import { MedicalNotice, PageSchema } from '../departments/parts';
import { TextCards } from '../../ui/TextCards';
import { EMERGENCY_COPY_EN, type EmergencyCopy } from './copy.en';
import { EMERGENCY_COPY_HI } from './copy.hi';

/** The page's own words in each language. */
const EMERGENCY_COPY = { en: EMERGENCY_COPY_EN, hi: EMERGENCY_COPY_HI } satisfies Record<Locale, EmergencyCopy>;

/** The public numbers in the order a patient needs them: an ambulance first. */
const NUMBER_ORDER = ['ambulance', 'national', 'police', 'fire'] as const;
/** The response targets, fastest first. */
const TARGET_ORDER = ['cardiac', 'criticalCare', 'trauma', 'medical'] as const;

export function EmergencyCarePage() {
  const { config, page } = usePage();
  const locale = page.locale;
  const copy = EMERGENCY_COPY[locale];
  const ui = UI_WORDS[locale];
  const line = supportLine(config);
  const tiles = [
    ...NUMBER_ORDER.map((service) => ({
      key: service,
      href: `tel:${PUBLIC_EMERGENCY_NUMBERS[service]}`,
      display: PUBLIC_EMERGENCY_NUMBERS[service],
      label: copy.numbers[service],
      wide: false,
    })),
    {
      key: 'provider',
      href: telHref(line),
      display: line.display,
      label: copy.ourLine(ui.hours.emergency),
      wide: true,
    },
  ];
  return (
    <>
      <PageSchema
        services={[{ name: copy.serviceName, description: copy.services.map((item) => item.description).join(' ') }]}
      />
      <section aria-labelledby="emergency-title" className="bg-red-50">
        <div className="container py-4 sm:py-8">
          <h1 id="emergency-title" className="text-2xl font-extrabold leading-tight text-red-900 sm:text-4xl">
            {copy.title}
          </h1>
          <p className="mt-1 text-ink-700">{copy.lead}</p>
          <ul className="mt-3 grid list-none grid-cols-2 gap-2 p-0 sm:gap-3 lg:grid-cols-5" data-emergency-numbers="">
            {tiles.map((tile) => (
              <li key={tile.key} className={tile.wide ? 'col-span-2 lg:col-span-1' : undefined}>
                <a
                  href={tile.href}
                  className={`flex min-h-16 flex-col justify-center rounded-xl px-4 py-2 no-underline focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-red-900 ${
                    tile.wide ? 'bg-brand-800 text-white hover:bg-brand-900' : 'bg-red-700 text-white hover:bg-red-800'
                  }`}
                >
                  <span className="sr-only">{copy.call} </span>
                  <span className={`font-extrabold leading-tight ${tile.wide ? 'text-2xl' : 'text-3xl'}`}>
                    {tile.display}
                  </span>
                  <span className="text-base font-semibold">{tile.label}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="hospital-title" className="container py-8">
        <div className="rounded-xl border-2 border-red-700 bg-white p-5">
          <h2 id="hospital-title" className="text-2xl font-bold text-red-900">
            {copy.hospitalTitle}
          </h2>
          <p className="mt-1 font-semibold text-ink-900">{copy.hospitalLead(NATIONAL_AMBULANCE_NUMBER)}</p>
          <ul className="mt-3 grid gap-1 pl-5 text-ink-900 sm:grid-cols-2">
            {copy.hospital.map((sign) => (
              <li key={sign}>{sign}</li>
            ))}
          </ul>
        </div>
      </section>

      <Section id="suitable" title={copy.suitableTitle} tone="white">
        <ul className="mt-4 grid gap-1 pl-5 text-ink-700 sm:grid-cols-2">
          {copy.suitable.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Section>

      <Section id="services" title={copy.servicesTitle}>
        <TextCards items={copy.services} columns={4} />
      </Section>

      <Section id="protocol" title={copy.stepsTitle} tone="white">
        <StepList steps={copy.steps} stepLabel={ui.common.step} columns="sm:grid-cols-2 lg:grid-cols-4" />
      </Section>

      <Section id="targets" title={copy.targetsTitle} lead={copy.targetsLead}>
        <table className="mt-6 w-full border-collapse text-left">
          <caption className="sr-only">{copy.targetsTable.caption}</caption>
          <thead>
            <tr className="border-b-2 border-slate-300">
              <th scope="col" className="py-2 pr-4">
                {copy.targetsTable.kind}
              </th>
              <th scope="col" className="py-2 pr-4">
                {copy.targetsTable.time}
              </th>
              <th scope="col" className="py-2">
                {copy.targetsTable.hours}
              </th>
            </tr>
          </thead>
          <tbody>
            {TARGET_ORDER.map((kind) => (
              <tr key={kind} className="border-b border-slate-200" data-target={kind}>
                <th scope="row" className="py-3 pr-4 font-semibold text-ink-900">
                  {copy.targets[kind]}
                </th>
                <td className="py-3 pr-4">{copy.underMinutes(formatNumber(RESPONSE_TARGET_MINUTES[kind], locale))}</td>
                <td className="py-3">{ui.hours.emergency}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
      <MedicalNotice />
    </>
  );
}
