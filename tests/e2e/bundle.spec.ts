// What reaches the browser: checked on the production build and the browser sources.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

const ASSETS = 'dist/client/assets';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

test('the browser bundle carries no Supabase client, tokens or keys', () => {
  const scripts = readdirSync(ASSETS).filter((name) => name.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const name of scripts) {
    const code = readFileSync(join(ASSETS, name), 'utf8');
    expect(code, name).not.toMatch(/GoTrueClient|supabase|service_role|SUPABASE_/i);
  }
});

test('browser code never imports server modules', () => {
  for (const file of filesUnder('client').filter((path) => /\.(ts|tsx)$/.test(path))) {
    const source = readFileSync(file, 'utf8');
    expect(source, file).not.toMatch(/from ['"][./]*(\.\.\/)+src\//);
    expect(source, file).not.toMatch(/from ['"](hono|@supabase\/[\w-]+|node:[\w/]+)['"]/);
  }
});

test('the Vite manifest is not published with the assets', () => {
  expect(readFileSync('dist/client/.assetsignore', 'utf8')).toContain('.vite');
});
