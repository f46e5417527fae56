// Finds the Chromium the end-to-end tests and the perf command drive: $CHROMIUM_PATH (or $CHROME_PATH), else
// Debian's `chromium` on the PATH. The tests prefer Debian's `chromium-headless-shell` (the same Blink without the
// full browser's headless mode, about 40% less time for the same specs on two cores); the perf command measures the
// full browser a patient runs. Playwright's own browser download is never used.
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

const CANDIDATES = ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome'];

/** Quiet on a closed network, and able to run as root in a container. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export function findChromium({ headlessShell = false }: { headlessShell?: boolean } = {}): string {
  const candidates = headlessShell ? ['chromium-headless-shell', ...CANDIDATES] : CANDIDATES;
  const configured = process.env.CHROMIUM_PATH || process.env.CHROME_PATH;
  if (configured) {
    if (isExecutable(configured)) return configured;
    throw new Error(`CHROMIUM_PATH is set to ${configured}, but no executable is there.`);
  }
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    for (const name of candidates) {
      const path = join(dir, name);
      if (dir && isExecutable(path)) return path;
    }
  }
  throw new Error(
    'No Chromium found. Install Debian\'s packages ("apt-get install chromium chromium-headless-shell") or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  );
}
