// The routes of a signed-in area (/admin, /doctor, /account), generated from its menu: each entry names its path once,
// with its title and its screen, and the area's guard covers every path under its prefix. An entry without a screen
// shows the area's honest "not available yet" note. A screen's form posts and downloads are declared beside it
// (`actions`), under the same guard.
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { ReactNode } from 'react';
import type { AppEnv } from '../env';
import { readFlash } from '../http/flash';
import { FORM_LIMIT } from '../http/form';

/** What a screen shows: content for the area's shell, or a response of its own (a redirect, a file). */
export type ScreenResult = ReactNode | Response;

export type AreaScreen = (c: Context<AppEnv>, path: string) => ScreenResult | Promise<ScreenResult>;

export interface AreaEntry {
  /** The entry's address, written once: the route, the menu link and the screen's own links come from it. */
  path: string;
  /** The text of the menu link. */
  label: string;
  /** The page's heading and the first part of its <title>. */
  title: string;
  /** What the page shows; none yet: the area's "not available yet" note. */
  screen?: AreaScreen;
  /** Posts and downloads that belong to the screen, given the entry's path. */
  actions?: (path: string) => Hono<AppEnv>;
  /**
   * A form posted to the entry's own path, answered inside the area's shell: a refused form shows the screen again
   * with its message and the values typed (the screen sets the 4xx status); a form taken redirects.
   */
  post?: AreaScreen;
}

/** Thrown by a screen whose data cannot be read (a missing binding): the area answers 503 with the message. */
export class ScreenUnavailableError extends Error {}

export interface AreaDefinition<Entry extends AreaEntry> {
  /** '/admin': the guard covers it and everything under it. */
  prefix: string;
  guard: MiddlewareHandler<AppEnv>;
  entries: readonly Entry[];
  /** The area's page around a screen: its document, menus and heading. */
  shell: (c: Context<AppEnv>, entry: Entry, content: ReactNode) => Response | Promise<Response>;
  /** The note an entry without a screen shows; an area whose every entry has its screen needs none. */
  placeholder?: (entry: Entry) => ReactNode;
  /** A path under the prefix that is no entry of the menu. */
  notFound: (c: Context<AppEnv>) => Response | Promise<Response>;
}

/** `/admin/x/` and `/admin/x` are the same page. */
export function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

async function show<Entry extends AreaEntry>(area: AreaDefinition<Entry>, c: Context<AppEnv>, entry: Entry) {
  if (!entry.screen) return area.shell(c, entry, area.placeholder?.(entry));
  try {
    const result = await entry.screen(c, entry.path);
    return result instanceof Response ? result : area.shell(c, entry, result);
  } catch (error) {
    if (!(error instanceof ScreenUnavailableError)) throw error;
    c.status(503);
    return area.shell(
      c,
      entry,
      <p role="alert" className="alert-error">
        {error.message}
      </p>,
    );
  }
}

export function areaRoutes<Entry extends AreaEntry>(area: AreaDefinition<Entry>): Hono<AppEnv> {
  const unbuilt = area.entries.filter((entry) => !entry.screen).map((entry) => entry.path);
  // Checked when the Worker starts: a menu entry with neither a screen nor a note would be a blank page.
  if (unbuilt.length > 0 && !area.placeholder) throw new Error(`${area.prefix}: no screen for ${unbuilt.join(', ')}`);
  const routes = new Hono<AppEnv>().use(area.prefix, area.guard).use(`${area.prefix}/*`, area.guard);
  for (const entry of area.entries) {
    if (entry.actions) routes.route('/', entry.actions(entry.path));
    const post = entry.post;
    if (post) routes.post(entry.path, FORM_LIMIT, (c) => show(area, c, { ...entry, screen: post }));
    routes.get(entry.path, readFlash, (c) => show(area, c, entry));
  }
  // Anything else under the prefix: an entry asked for with a trailing slash, or no page at all.
  routes.get(`${area.prefix}/*`, readFlash, (c) => {
    const wanted = withoutTrailingSlash(new URL(c.req.url).pathname);
    const entry = area.entries.find((candidate) => candidate.path === wanted);
    return entry ? show(area, c, entry) : area.notFound(c);
  });
  return routes;
}
