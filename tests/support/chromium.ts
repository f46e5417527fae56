// Finds the Chromium the end-to-end tests and the perf command drive: $CHROMIUM_PATH (or $CHROME_PATH), else
// Debian's `chromium` on the PATH. Playwright's own browser download is never used.
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

export function findChromium(): string {
  const configured = process.env.CHROMIUM_PATH || process.env.CHROME_PATH;
  if (configured) {
    if (isExecutable(configured)) return configured;
    throw new Error(`CHROMIUM_PATH is set to ${configured}, but no executable is there.`);
  }
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    for (const name of CANDIDATES) {
      const path = join(dir, name);
      if (dir && isExecutable(path)) return path;
    }
  }
  throw new Error(
    'No Chromium found. Install Debian\'s package ("apt-get install chromium") or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  );
}
