// Which component renders each page of the generic page route, and the query strings each page accepts. A page the
// site map lists as kind 'page' without a component here does not compile.
import type { FC } from 'react';
import { SITE_MAP } from '../../content/pages';
import { departmentFilter, DoctorsPage } from './DoctorsPage';
import { HealthCheckupsPage } from './HealthCheckupsPage';
import { HomePage } from './HomePage';
import { PendingPage } from './PendingPage';

type GenericPageId = Extract<(typeof SITE_MAP)[number], { kind: 'page' }>['id'];

export const PAGE_COMPONENTS = {
  home: HomePage,
  departments: HomePage,
  doctors: DoctorsPage,
  pricing: PendingPage,
  'diabetes-care': PendingPage,
  'cancer-second-opinion': PendingPage,
  'cancer-advisory-plan': PendingPage,
  'general-physician': PendingPage,
  'health-checkups': HealthCheckupsPage,
  telemedicine: PendingPage,
  'emergency-care': PendingPage,
  about: PendingPage,
  contact: PendingPage,
  'how-it-works': PendingPage,
  terms: PendingPage,
  privacy: PendingPage,
  cookies: PendingPage,
  disclaimer: PendingPage,
  refunds: PendingPage,
} satisfies Record<GenericPageId, FC>;

/** A page's check of its query string; false answers 400 (the page still renders and explains). */
export const QUERY_CHECKS: Partial<Record<GenericPageId, (url: URL) => boolean>> = {
  doctors: (url) => departmentFilter(url) !== null,
};

export const GENERIC_PAGES = SITE_MAP.filter((page) => page.kind === 'page').map((page) => ({
  id: page.id as GenericPageId,
  path: page.path,
}));
