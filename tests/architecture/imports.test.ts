// The directions the code grows in (docs/decisions/0013-areas-by-audience.md and docs/architecture.md):
// browser code never imports the Worker's, the Worker reaches client/ only through the island registry, the shared
// wing imports neither, content imports only the shared wing, UI primitives import no content; the Worker's areas
// (site, auth, requests, admin, account, doctor, patient, ...) reach another area only through its index.ts, and
// nothing below the areas imports one; the domain modules (requests, appointments, records, notifications, audit,
// sign-in-guard) hold no routes and no JSX: no .tsx file, nothing from hono or react; the admin screens' sections share only through
// src/admin/screens/shared/; no file reaches
// itself through its imports, scripts included, and no module of the Worker (the first folder under src/) reaches
// itself through the modules it imports; and no Worker source file grows past 400 lines.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const WINGS = ['src', 'client', 'shared', 'scripts', 'build', 'auth-server'];

/**
 * The domain modules: each owns tables and their rules, and serves no page (docs/architecture.md,
 * docs/decisions/0029-patient-pages-audience.md). Routes, screens and their words are the audience modules'.
 */
const DOMAINS = ['requests', 'appointments', 'records', 'notifications', 'audit', 'sign-in-guard', 'consult', 'intake'];
/** The audience modules: each serves one kind of person its routes, screens and words. */
const AUDIENCES = ['site', 'auth', 'admin', 'account', 'doctor', 'patient', 'webhooks', 'room'];
/** The Worker's areas, one folder each under src/, grouped by whom they serve (docs/architecture.md). */
const AREAS = [...AUDIENCES, ...DOMAINS];
/** The Worker's entry modules, above every area: they mount the areas' routes. */
const ENTRIES = ['src/app.tsx', 'src/index.tsx', 'src/dev.tsx'];
const MAX_LINES = 400;
/** The one Worker file that imports client/: the islands, and the browser's components the server renders as they are. */
const ISLAND_REGISTRY = 'src/render/islands.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules') return [];
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

interface ImportEdge {
  from: string;
  to: string;
  typeOnly: boolean;
}

const IMPORT = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/g;
const DYNAMIC_IMPORT = /import\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolve(fromFile: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // try the next form
    }
  }
  return null;
}

function importsOf(file: string): ImportEdge[] {
  const text = readFileSync(file, 'utf8');
  const edges: ImportEdge[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const to = resolve(file, match[3]!);
    if (to) edges.push({ from: file, to, typeOnly: Boolean(match[2]) });
  }
  for (const match of text.matchAll(DYNAMIC_IMPORT)) {
    const to = resolve(file, match[1]!);
    if (to) edges.push({ from: file, to, typeOnly: false });
  }
  return edges;
}

const files = WINGS.flatMap((wing) => sourceFiles(path.join(ROOT, wing)));
const edges = files.flatMap(importsOf);
const rel = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');
const within = (file: string, folder: string) => rel(file).startsWith(`${folder}/`);

function violations(fromFolder: string, allowed: (to: string) => boolean): string[] {
  return edges
    .filter((edge) => within(edge.from, fromFolder) && !allowed(edge.to))
    .map((edge) => `${rel(edge.from)} -> ${rel(edge.to)}`);
}

describe('import directions', () => {
  it('finds the source files and their imports', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(edges.length).toBeGreaterThan(100);
  });

  it('browser code never imports the Worker', () => {
    expect(violations('client', (to) => !within(to, 'src'))).toEqual([]);
  });

  it('the Worker reaches client/ only through the island registry', () => {
    const reaching = edges
      .filter((edge) => within(edge.from, 'src') && within(edge.to, 'client') && rel(edge.from) !== ISLAND_REGISTRY)
      .map((edge) => `${rel(edge.from)} -> ${rel(edge.to)}`);
    expect(reaching).toEqual([]);
  });

  it('the shared wing imports neither the Worker nor the browser code', () => {
    expect(violations('shared', (to) => within(to, 'shared'))).toEqual([]);
  });

  it('content imports only content and the shared wing', () => {
    expect(violations('src/content', (to) => within(to, 'src/content') || within(to, 'shared'))).toEqual([]);
  });

  it('UI primitives import no content', () => {
    expect(violations('src/ui', (to) => !within(to, 'src/content'))).toEqual([]);
  });
});

/** The area a file belongs to ('admin' for src/admin/screens/<section>/X.tsx), or null below the areas. */
function areaOf(file: string): string | null {
  const [wing, folder] = rel(file).split('/');
  return wing === 'src' && folder !== undefined && AREAS.includes(folder) ? folder : null;
}

const isAreaIndex = (file: string) => /^src\/[^/]+\/index\.tsx?$/.test(rel(file));

describe('areas', () => {
  it('an area reaches another area only through its index.ts', () => {
    const reaching = edges
      .filter((edge) => {
        const from = areaOf(edge.from);
        const to = areaOf(edge.to);
        return from !== null && to !== null && from !== to && !isAreaIndex(edge.to);
      })
      .map((edge) => `${rel(edge.from)} -> ${rel(edge.to)}`);
    expect(reaching).toEqual([]);
  });

  it('the entries reach an area only through its index.ts', () => {
    const reaching = edges
      .filter((edge) => ENTRIES.includes(rel(edge.from)) && areaOf(edge.to) !== null && !isAreaIndex(edge.to))
      .map((edge) => `${rel(edge.from)} -> ${rel(edge.to)}`);
    expect(reaching).toEqual([]);
  });

  it('nothing below the areas imports an area', () => {
    const upward = edges
      .filter(
        (edge) =>
          within(edge.from, 'src') &&
          areaOf(edge.from) === null &&
          !ENTRIES.includes(rel(edge.from)) &&
          areaOf(edge.to),
      )
      .map((edge) => `${rel(edge.from)} -> ${rel(edge.to)}`);
    expect(upward).toEqual([]);
  });

  it('finds the areas it guards', () => {
    const present = new Set(files.map(areaOf).filter(Boolean));
    for (const area of AREAS) expect(present).toContain(area);
  });
});

/** The packages a file imports by name ('hono', 'react/jsx-runtime', ...), type-only imports included. */
function packagesOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const named = [...text.matchAll(IMPORT)].map((match) => match[3]!);
  const loaded = [...text.matchAll(DYNAMIC_IMPORT)].map((match) => match[1]!);
  return [...named, ...loaded].filter((specifier) => !specifier.startsWith('.'));
}

/** Routes and rendering: Hono (a `Context` in a signature is a route's too) and React, with their sub-paths. */
const PAGE_PACKAGES = /^(hono|@hono\/[^/]+|react|react-dom)(\/|$)/;

const domainFiles = files.filter((file) => DOMAINS.some((domain) => within(file, `src/${domain}`)));

describe('domain modules', () => {
  it('finds every domain module', () => {
    const present = new Set(domainFiles.map(areaOf));
    for (const domain of DOMAINS) expect(present).toContain(domain);
  });

  it('a domain module holds no .tsx file', () => {
    expect(domainFiles.filter((file) => file.endsWith('.tsx')).map(rel)).toEqual([]);
  });

  it('a domain module imports nothing from hono or react, types included', () => {
    const reaching = domainFiles.flatMap((file) =>
      packagesOf(file)
        .filter((specifier) => PAGE_PACKAGES.test(specifier))
        .map((specifier) => `${rel(file)} -> ${specifier}`),
    );
    expect(reaching).toEqual([]);
  });

  it('a domain module imports no audience module', () => {
    const upward = edges
      .filter((edge) => domainFiles.includes(edge.from) && AUDIENCES.includes(areaOf(edge.to) ?? ''))
      .map((edge) => `${rel(edge.from)} -> ${rel(edge.to)}`);
    expect(upward).toEqual([]);
  });

  it('a domain module imports no component (.tsx) from another folder', () => {
    const reaching = edges
      .filter((edge) => domainFiles.includes(edge.from) && edge.to.endsWith('.tsx'))
      .map((edge) => `${rel(edge.from)} -> ${rel(edge.to)}`);
    expect(reaching).toEqual([]);
  });
});

/** The admin menu's section a screen file sits in (src/admin/screens/<section>/), or null outside them. */
function adminSectionOf(file: string): string | null {
  const [wing, area, screens, section, name] = rel(file).split('/');
  return wing === 'src' && area === 'admin' && screens === 'screens' && name !== undefined ? (section ?? null) : null;
}

/**
 * The admin sections' one reach into another: the dashboard's account figures share the Users screens' single read of
 * the auth server's directory (users-data.ts), so the count on the dashboard and on the Doctors list is the same one.
 */
const ADMIN_SECTION_READS = ['src/admin/screens/users/users-data.ts'];

describe('admin sections', () => {
  it('finds the admin screens in their sections', () => {
    const sections = new Set(files.map(adminSectionOf).filter(Boolean));
    for (const section of ['dashboard', 'appointments', 'billing', 'users', 'settings', 'shared']) {
      expect(sections).toContain(section);
    }
  });

  it("a section takes what another uses from shared/, never from that section's files", () => {
    const reaching = edges
      .filter((edge) => {
        const from = adminSectionOf(edge.from);
        const to = adminSectionOf(edge.to);
        if (from === null || to === null || from === to || to === 'shared') return false;
        return !(from === 'dashboard' && ADMIN_SECTION_READS.includes(rel(edge.to)));
      })
      .map((edge) => `${rel(edge.from)} -> ${rel(edge.to)}`);
    expect(reaching).toEqual([]);
  });

  it('shared/ imports no section', () => {
    expect(
      violations('src/admin/screens/shared', (to) => adminSectionOf(to) === null || adminSectionOf(to) === 'shared'),
    ).toEqual([]);
  });
});

describe('file size', () => {
  it(`no Worker source file is over ${MAX_LINES} lines`, () => {
    const long = files
      .filter((file) => within(file, 'src'))
      .map((file) => ({ file: rel(file), lines: readFileSync(file, 'utf8').split('\n').length }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(long).toEqual([]);
  });
});

/** The module of a Worker file: the first folder under src/ (an area or a floor), or null for src/*.ts(x). */
function moduleOf(file: string): string | null {
  const [wing, folder, name] = rel(file).split('/');
  return wing === 'src' && folder !== undefined && name !== undefined ? folder : null;
}

/** The circles a depth-first search of a graph meets (one at least when there is any), each ending where it starts. */
function circlesOf(graph: Map<string, Set<string>>): string[][] {
  const circles: string[][] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'visiting');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'visiting') circles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return circles;
}

describe('module circles', () => {
  // Files can import each other without a circle while their modules form one (appointments -> requests for one
  // helper, requests -> appointments for another): each module then depends on the other, and neither can be
  // understood, tested or split on its own. Type-only imports count: they tie the modules' shapes together too.
  const graph = new Map<string, Set<string>>();
  const via = new Map<string, string>();
  for (const edge of edges) {
    const from = moduleOf(edge.from);
    const to = moduleOf(edge.to);
    if (from === null || to === null || from === to) continue;
    graph.set(from, (graph.get(from) ?? new Set()).add(to));
    if (!via.has(`${from} ${to}`)) via.set(`${from} ${to}`, `${rel(edge.from)} -> ${rel(edge.to)}`);
  }

  it('finds the modules and the imports between them', () => {
    expect(graph.size).toBeGreaterThan(15);
    expect(graph.get('admin')).toContain('appointments');
  });

  it('no module reaches itself through the modules it imports', () => {
    const circles = circlesOf(graph).map((circle) =>
      [circle.join(' -> '), ...circle.slice(1).map((to, index) => `  ${via.get(`${circle[index]} ${to}`)}`)].join('\n'),
    );
    expect(circles).toEqual([]);
  });
});

describe('import circles', () => {
  it('no module reaches itself through its imports', () => {
    const graph = new Map<string, string[]>();
    for (const edge of edges) graph.set(edge.from, [...(graph.get(edge.from) ?? []), edge.to]);
    const circles: string[] = [];
    const state = new Map<string, 'visiting' | 'done'>();
    const stack: string[] = [];
    const visit = (file: string) => {
      state.set(file, 'visiting');
      stack.push(file);
      for (const next of graph.get(file) ?? []) {
        if (state.get(next) === 'visiting')
          circles.push([...stack.slice(stack.indexOf(next)), next].map(rel).join(' -> '));
        else if (!state.has(next)) visit(next);
      }
      stack.pop();
      state.set(file, 'done');
    };
    for (const file of files) if (!state.has(file)) visit(file);
    expect(circles).toEqual([]);
  });
});
