// The public routes the perf and reliability commands measure: every page of the site map that the generic page
// route serves, in English and in Hindi (the sign-in area and /admin have their own checks).
import { localeOfPath, localizedPath } from '../../shared/i18n/locales.ts';
import { hasHindiVersion, SITE_MAP } from '../../src/content/pages.ts';

export function publicRoutes(): string[] {
  const pages = SITE_MAP.filter((page) => page.kind === 'page');
  const hindi = pages.filter((page) => hasHindiVersion(page.id)).map((page) => localizedPath(page.path, 'hi'));
  return [...pages.map((page) => page.path), ...hindi];
}

/**
 * The page a patient comes from before opening `route` as the next page of a visit: the home page of its language,
 * or that language's Doctors page for the home page itself.
 */
export function previousPageOf(route: string): string {
  const { locale, path } = localeOfPath(route);
  return localizedPath(path === '/' ? '/doctors' : '/', locale);
}

/** Parses `--routes /,/doctors` into a list of paths. */
export function parseRouteList(list: string): string[] {
  const routes = list
    .split(',')
    .map((route) => route.trim())
    .filter((route) => route !== '');
  for (const route of routes) {
    if (!route.startsWith('/')) throw new Error(`--routes: "${route}" is not a path (it must start with /)`);
  }
  if (routes.length === 0) throw new Error('--routes: no routes given');
  return [...new Set(routes)];
}
