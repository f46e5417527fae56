// Which component renders each page of the generic page route, and the query strings each page accepts. A page the
// site map lists as kind 'page' without a component here does not compile.
import type { FC } from 'react';
import type { PublishedDoctor } from '../content/doctors/facts';
import { SITE_MAP } from '../content/pages';
import { AboutPage } from './about/AboutPage';
import { ContactPage } from './contact/ContactPage';
import { DepartmentsPage } from './departments/DepartmentsPage';
import { departmentFilter, DoctorsPage } from './doctors/DoctorsPage';
import { HealthCheckupsPage } from './health-checkups/HealthCheckupsPage';
import { DiabetesCarePage } from './diabetes-care/DiabetesCarePage';
import { CancerSecondOpinionPage } from './cancer-second-opinion/CancerSecondOpinionPage';
import { CancerAdvisoryPlanPage } from './cancer-advisory-plan/CancerAdvisoryPlanPage';
import { GeneralPhysicianPage } from './general-physician/GeneralPhysicianPage';
import { TelemedicinePage } from './telemedicine/TelemedicinePage';
import { EmergencyCarePage } from './emergency-care/EmergencyCarePage';
import { HomePage } from './home/HomePage';
import { HowItWorksPage } from './how-it-works/HowItWorksPage';
import { CookiesPage } from './cookies/CookiesPage';
import { DisclaimerPage } from './disclaimer/DisclaimerPage';
import { PrivacyPage } from './privacy/PrivacyPage';
import { RefundsPage } from './refunds/RefundsPage';
import { TermsPage } from './terms/TermsPage';
import { PricingPage } from './pricing/PricingPage';

export type GenericPageId = Extract<(typeof SITE_MAP)[number], { kind: 'page' }>['id'];

export const PAGE_COMPONENTS = {
  home: HomePage,
  departments: DepartmentsPage,
  doctors: DoctorsPage,
  pricing: PricingPage,
  'diabetes-care': DiabetesCarePage,
  'cancer-second-opinion': CancerSecondOpinionPage,
  'cancer-advisory-plan': CancerAdvisoryPlanPage,
  'general-physician': GeneralPhysicianPage,
  'health-checkups': HealthCheckupsPage,
  telemedicine: TelemedicinePage,
  'emergency-care': EmergencyCarePage,
  about: AboutPage,
  contact: ContactPage,
  'how-it-works': HowItWorksPage,
  terms: TermsPage,
  privacy: PrivacyPage,
  cookies: CookiesPage,
  disclaimer: DisclaimerPage,
  refunds: RefundsPage,
} satisfies Record<GenericPageId, FC>;

/**
 * The pages that show doctors: their route loads the published doctors before rendering (one D1 query), their
 * cached copies are kept for a short time only and purged when a doctor is saved (./doctor-pages.ts). No other page
 * reads D1.
 */
export const DOCTOR_PAGES: readonly GenericPageId[] = [
  'home',
  'doctors',
  'diabetes-care',
  'general-physician',
  'cancer-second-opinion',
  'cancer-advisory-plan',
];

/** The pages that list departments by the departments master (the Doctors page's filter): one more D1 query. */
export const DEPARTMENT_PAGES: readonly GenericPageId[] = ['doctors'];

/** A page's check of its query string (with the published doctors, on a doctors page); false answers 400. */
export const QUERY_CHECKS: Partial<Record<GenericPageId, (url: URL, doctors: readonly PublishedDoctor[]) => boolean>> =
  {
    doctors: (url, doctors) => departmentFilter(url, doctors) !== null,
  };

export const GENERIC_PAGES = SITE_MAP.filter((page) => page.kind === 'page').map((page) => ({
  id: page.id as GenericPageId,
  path: page.path,
}));
