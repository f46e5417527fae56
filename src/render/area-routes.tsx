// The routes of a signed-in area (/admin, /doctor, /account), generated from its menu: each entry names its path once,
// with its title and its screen, and the area's guard covers every path under its prefix. A screen's form posts and
// downloads are declared beside it (`actions`), under the same guard.
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { ReactNode } from 'react';
import type { AppEnv } from '../env';
import { readFlash } from '../http/flash';
import { FORM_LIMIT } from '../http/form';

/** What a screen shows: content for the area's shell, or a response of its own (a redirect, a file). */
export type ScreenResult = ReactNode | Response;

/** Shows content in the area's shell as a page of the entry, under `title` (the entry's own by default). */
export type AreaPage = (c: Context<AppEnv>, content: ReactNode, title?: string) => Response | Promise<Response>;

export type AreaScreen = (c: Context<AppEnv>, path: string) => ScreenResult | Promise<ScreenResult>;

export interface AreaEntry {
  /** The entry's address, written once: the route, the menu link and the screen's own links come from it. */
  path: string;
  /** The text of the menu link. */
  label: string;
  /** The page's heading and the first part of its <title>. */
  title: string;
  /** What the page shows. */
  screen: AreaScreen;
  /**
   * Posts, downloads and pages under the entry's path that belong to its screen (an appointment's detail), given the
   * entry's path and a way to show content in the area's shell under a heading of its own.
   */
  actions?: (path: string, page: AreaPage) => Hono<AppEnv>;
  /**
   * A form posted to the entry's own path: a redirect once it is done, or the screen again inside the area's shell,
   * with the status it set (400 and the form's messages for a refused form).
   */
  submit?: AreaScreen;
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
  /** A path under the prefix that is no entry of the menu. */
  notFound: (c: Context<AppEnv>) => Response | Promise<Response>;
}

/** `/admin/x/` and `/admin/x` are the same page. */
export function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** A ScreenUnavailableError as the area's 503 with its message; any other error goes on to the app's handler. */
function unavailable<Entry extends AreaEntry>(
  area: AreaDefinition<Entry>,
  c: Context<AppEnv>,
  entry: Entry,
  error: unknown,
) {
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

async function show<Entry extends AreaEntry>(
  area: AreaDefinition<Entry>,
  c: Context<AppEnv>,
  entry: Entry,
  screen = entry.screen,
) {
  try {
    const result = await screen(c, entry.path);
    return result instanceof Response ? result : area.shell(c, entry, result);
  } catch (error) {
    return unavailable(area, c, entry, error);
  }
}

export function areaRoutes<Entry extends AreaEntry>(area: AreaDefinition<Entry>): Hono<AppEnv> {
  const routes = new Hono<AppEnv>().use(area.prefix, area.guard).use(`${area.prefix}/*`, area.guard);
  for (const entry of area.entries) {
    if (entry.actions) {
      const actions = entry.actions(entry.path, (c, content, title) =>
        area.shell(c, title ? { ...entry, title } : entry, content),
      );
      // Its posts and pages answer a missing binding as the screens do (set before mounting: route() reads it).
      actions.onError((error, c) => unavailable(area, c, entry, error));
      routes.route('/', actions);
    }
    routes.get(entry.path, readFlash, (c) => show(area, c, entry));
    if (entry.submit) routes.post(entry.path, FORM_LIMIT, (c) => show(area, c, entry, entry.submit));
  }
  // Anything else under the prefix: an entry asked for with a trailing slash, or no page at all.
  routes.get(`${area.prefix}/*`, readFlash, (c) => {
    const wanted = withoutTrailingSlash(new URL(c.req.url).pathname);
    const entry = area.entries.find((candidate) => candidate.path === wanted);
    return entry ? show(area, c, entry) : area.notFound(c);
  });
  return routes;
}
