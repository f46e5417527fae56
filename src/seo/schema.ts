// JSON-LD builders (schema.org). Each returns a plain object for src/ui/JsonLd.tsx, which adds "@context" and escapes
// every "<". Values come from content modules and configuration, passed in; nothing here is typed as a figure. Words
// are in the language of the page they describe, which names its language (inLanguage).
import { LOCALE_INFO, type Locale } from '../../shared/i18n/locales';
import type { SiteConfig } from '../config';
import { CONTACT_WORDS } from '../content/contact/copy';
import type { PublishedDoctor } from '../content/doctors/facts';
import { doctorProfile } from '../content/doctors/profile';
import { UI_WORDS } from '../render/ui-copy';
import { organizationContactPoints } from './offers';

/** The country the provider serves, named in the page's language. */
const country = (locale: Locale) => ({ '@type': 'Country', name: UI_WORDS[locale].seo.country });

type Schema = Record<string, unknown>;

/** One question and its plain-text answer, as a FAQPage carries it. */
export interface FaqSchemaItem {
  question: string;
  answer: string;
}

/** FAQPage from the same questions the page shows (answers as plain text). */
export function faqPageSchema(items: readonly FaqSchemaItem[]): Schema {
  return {
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** The organisation's stable node id, so pages can point at it instead of repeating it. */
export function organizationId(config: SiteConfig): string {
  return `${config.siteUrl}/#organization`;
}

/**
 * The provider as a MedicalOrganization, on every public page (src/layout/SiteDocument.tsx). Contact details come from
 * configuration; the 24/7 line is the support and emergency number (docs/product/figures.md).
 */
export function medicalOrganizationSchema(config: SiteConfig, locale: Locale): Schema {
  return {
    '@type': 'MedicalOrganization',
    '@id': organizationId(config),
    name: config.siteName,
    url: `${config.siteUrl}/`,
    telephone: config.supportPhone,
    email: config.supportEmail,
    address: {
      '@type': 'PostalAddress',
      streetAddress: config.office.address,
      addressLocality: config.office.city,
      addressCountry: 'IN',
    },
    areaServed: country(locale),
    medicalSpecialty: ['PrimaryCare', 'Endocrine', 'Oncologic', 'Emergency'],
    contactPoint: organizationContactPoints(config, CONTACT_WORDS[locale]),
  };
}

/** A price in rupees as schema.org writes it: per visit, or per month for a subscription. */
export interface OfferInput {
  price: number;
  perMonth?: boolean;
  /** The lowest of several prices ("from ₹499"): an AggregateOffer. */
  from?: boolean;
}

function offerSchema({ price, perMonth = false, from = false }: OfferInput, url: string): Schema {
  if (from) return { '@type': 'AggregateOffer', lowPrice: String(price), priceCurrency: 'INR', url };
  return {
    '@type': 'Offer',
    price: String(price),
    priceCurrency: 'INR',
    url,
    availability: 'https://schema.org/InStock',
    ...(perMonth && {
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: String(price),
        priceCurrency: 'INR',
        billingDuration: 'P1M',
        unitText: 'month',
      },
    }),
  };
}

export interface ServiceInput {
  name: string;
  description: string;
  /** Omitted for a service without a single price (telemedicine, emergency guidance). */
  offer?: OfferInput;
}

/** One service of the provider as a schema.org Service, with its Offer in INR where it has a price. */
export function serviceSchema(service: ServiceInput, config: SiteConfig, url: string, locale: Locale): Schema {
  return {
    '@type': 'Service',
    name: service.name,
    description: service.description,
    provider: { '@id': organizationId(config) },
    areaServed: country(locale),
    ...(service.offer && { offers: offerSchema(service.offer, url) }),
  };
}

export interface WebPageInput {
  title: string;
  description: string;
  /** The page's own path ("/diabetes-care"). */
  path: string;
  /** The services the page is about: one for a service page, several for an overview. */
  services: readonly ServiceInput[];
}

/** A service page as a MedicalWebPage whose main entity is its Service (or an ItemList of them). */
export function medicalWebPageSchema(page: WebPageInput, config: SiteConfig, locale: Locale): Schema {
  const url = `${config.siteUrl}${page.path}`;
  const services = page.services.map((service) => serviceSchema(service, config, url, locale));
  return {
    '@type': 'MedicalWebPage',
    name: page.title,
    description: page.description,
    url,
    inLanguage: LOCALE_INFO[locale].tag,
    publisher: { '@id': organizationId(config) },
    mainEntity:
      services.length === 1
        ? services[0]
        : {
            '@type': 'ItemList',
            itemListElement: services.map((item, index) => ({ '@type': 'ListItem', position: index + 1, item })),
          },
  };
}

/**
 * A doctor as a schema.org Physician: qualifications and the medical-council registration (the details the
 * Telemedicine Practice Guidelines 2020 ask a platform to display) as credentials.
 */
export function physicianSchema(record: PublishedDoctor, config: SiteConfig, locale: Locale): Schema {
  const doctor = doctorProfile(record, locale);
  return {
    '@type': 'Physician',
    name: doctor.name,
    description: doctor.specialization,
    knowsLanguage: doctor.languages,
    memberOf: { '@id': organizationId(config) },
    hasCredential: [
      ...doctor.qualifications.map((qualification) => ({
        '@type': 'EducationalOccupationalCredential',
        credentialCategory: 'degree',
        name: qualification,
      })),
      {
        '@type': 'EducationalOccupationalCredential',
        credentialCategory: 'license',
        name: UI_WORDS[locale].seo.councilRegistration(doctor.registration.council),
        identifier: doctor.registration.number,
        recognizedBy: { '@type': 'Organization', name: doctor.registration.council },
      },
    ],
  };
}
