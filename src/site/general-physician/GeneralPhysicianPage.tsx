// /general-physician: hero with Book Consultation and the emergency line; 6 services; 4 condition groups of 6; 4
// benefits with figures; a 5-step journey; 6 preventive screenings with how often; credential cards; the doctors;
// the medical information notice. The page's closing booking band is the document's (BookingBanner).
import { telHref } from '../../../shared/booking/topic';
import { formatNumber } from '../../../shared/i18n/format';
import { formatRupees } from '../../../shared/money';
import type { Locale } from '../../../shared/i18n/locales';
import { supportLine } from '../../booking/topics';
import { BookingCta } from '../../booking/BookingCta';
import { PageHero } from '../../ui/PageHero';
import { CLAIMS } from '../../content/claims';
import { departmentFacts, departmentPrice } from '../../content/departments/facts';
import { usePage } from '../../render/page-context';
import { UI_WORDS } from '../../render/ui-copy';
import { CardGrid } from '../../ui/CardGrid';
import { Section } from '../../ui/Section';
import { StepList } from '../../ui/StepList';
import {
  DepartmentDoctors,
  departmentBooking,
  departmentService,
  EmergencyNote,
  MedicalNotice,
  PageSchema,
  PriceLine,
} from '../departments/parts';
import { SERVICE_PARTS_EN, type ServicePartsWords } from '../departments/copy.en';
import { SERVICE_PARTS_HI } from '../departments/copy.hi';
import { TextCards } from '../../ui/TextCards';
import { GENERAL_PHYSICIAN_COPY_EN, type GeneralPhysicianCopy } from './copy.en';
import { GENERAL_PHYSICIAN_COPY_HI } from './copy.hi';

const ID = 'general-physician';

/** The page's own words and the service parts' words, in each language. */
const GENERAL_PHYSICIAN_COPY = { en: GENERAL_PHYSICIAN_COPY_EN, hi: GENERAL_PHYSICIAN_COPY_HI } satisfies Record<
  Locale,
  GeneralPhysicianCopy
>;
const SERVICE_PARTS = { en: SERVICE_PARTS_EN, hi: SERVICE_PARTS_HI } satisfies Record<Locale, ServicePartsWords>;

export function GeneralPhysicianPage() {
  const { locale, config } = usePage();
  const copy = GENERAL_PHYSICIAN_COPY[locale];
  const ui = UI_WORDS[locale];
  const line = supportLine(config);
  const facts = departmentFacts(ID);
  const { price } = departmentPrice(facts);
  const benefits = [
    { ...copy.benefits.time, value: copy.benefits.time.value(formatNumber(facts.consultationMinutes, locale)) },
    { ...copy.benefits.price, value: copy.benefits.price.value(formatRupees(price, locale)) },
    { ...copy.benefits.patients, value: copy.benefits.patients.value(formatNumber(facts.patientsServed, locale)) },
    { ...copy.benefits.line, value: copy.benefits.line.value(ui.hours.emergency) },
  ];
  const credentials = [
    copy.credentials.registered,
    copy.credentials.trained,
    {
      title: copy.credentials.experienced.title(formatNumber(CLAIMS.yearsOfExperience, locale)),
      description: copy.credentials.experienced.description,
    },
    copy.credentials.rules,
  ];
  return (
    <>
      <PageSchema services={[departmentService(ID, locale)]} />
      <PageHero title={copy.title} lead={copy.lead}>
        <BookingCta label={SERVICE_PARTS[locale].bookConsultation} booking={departmentBooking(ID, locale)} />
        <a href={telHref(line)} className="btn-danger">
          {copy.emergencyButton(line.display)}
        </a>
      </PageHero>
      <div className="container">
        <PriceLine id={ID} />
      </div>
      <EmergencyNote />

      <Section id="services" title={copy.servicesTitle}>
        <TextCards items={copy.services} />
      </Section>

      <Section id="conditions" title={copy.conditionsTitle} lead={copy.conditionsLead} tone="white">
        <CardGrid
          items={copy.conditions}
          columns={4}
          itemKey={(group) => group.title}
          renderItem={(group) => (
            <>
              <h3 className="text-lg font-bold">{group.title}</h3>
              <p className="mt-1 text-sm text-ink-600">{group.description}</p>
              <ul className="mt-3 grid gap-1 pl-5 text-ink-700">
                {group.conditions.map((condition) => (
                  <li key={condition}>{condition}</li>
                ))}
              </ul>
            </>
          )}
        />
      </Section>

      <Section id="benefits" title={copy.benefitsTitle}>
        <CardGrid
          items={benefits}
          columns={4}
          itemKey={(benefit) => benefit.title}
          renderItem={(benefit) => (
            <>
              <p className="m-0 text-3xl font-extrabold text-brand-800">{benefit.value}</p>
              <h3 className="mt-1 text-lg font-bold">{benefit.title}</h3>
              <p className="mt-2 text-ink-600">{benefit.description}</p>
            </>
          )}
        />
      </Section>

      <Section id="journey" title={copy.journeyTitle} tone="white">
        <StepList steps={copy.journey} stepLabel={ui.common.step} columns="sm:grid-cols-2 lg:grid-cols-5" />
      </Section>

      <Section id="screenings" title={copy.screeningsTitle} lead={copy.screeningsLead}>
        <CardGrid
          items={copy.screenings}
          itemKey={(item) => item.name}
          renderItem={(item) => (
            <>
              <h3 className="text-lg font-bold">{item.name}</h3>
              <p className="mt-2 text-ink-700">
                <span className="font-semibold">{copy.frequencyLabel}</span> {item.frequency}
              </p>
            </>
          )}
        />
        <p className="mt-4 text-ink-700">{copy.screeningsNote}</p>
      </Section>

      <Section id="credentials" title={copy.credentialsTitle} tone="white">
        <TextCards items={credentials} columns={4} />
      </Section>

      <DepartmentDoctors department={ID} />
      <MedicalNotice />
    </>
  );
}
