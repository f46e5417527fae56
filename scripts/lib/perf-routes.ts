// The public routes the perf command measures. src/pages/registry.ts cannot be imported from a Node script (its
// pages are TSX), so the list comes from the running site: every URL in /sitemap.xml (the indexable pages) plus the
// public pages that are canonical to another one and therefore not in the sitemap.

/** Public pages left out of the sitemap because their canonical URL is another page (/departments is /). */
export const CANONICALISED_ROUTES = ['/departments'];

/** Reads the paths listed in the site's sitemap, in order, and adds CANONICALISED_ROUTES after them. */
export async function publicRoutes(origin: string): Promise<string[]> {
  const response = await fetch(`${origin}/sitemap.xml`, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`GET /sitemap.xml answered ${response.status}`);
  const xml = await response.text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(unescapeXml(match[1] ?? '')).pathname);
  if (paths.length === 0) throw new Error('/sitemap.xml lists no URLs');
  return [...new Set([...paths, ...CANONICALISED_ROUTES])];
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

function unescapeXml(text: string): string {
  return text.replace(/&#(\d+);|&(amp|lt|gt|quot|apos);/g, (_, code: string | undefined, name: string | undefined) => {
    if (code) return String.fromCharCode(Number(code));
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[name as 'amp'];
  });
}
