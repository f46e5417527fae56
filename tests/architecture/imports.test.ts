// The directions the code grows in (docs/decisions/0007-site-map-as-data.md and the Layout section of the README):
// browser code never imports the Worker's, the shared wing imports neither, content imports only the shared wing,
// UI primitives import no content, and no module reaches itself through its imports.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const WINGS = ['src', 'client', 'shared'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
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
