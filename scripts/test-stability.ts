// `npm run test:stability`: shows that no test depends on another, on the time of day or on how fast the machine
// is. After a build it runs the Worker and end-to-end suites
//   1. with the clock set to 00:05 India time (just after India's midnight),
//   2. with the clock set to 23:55 India time (just before it),
//   3. with the machine loaded: both suites at once, side by side, at the real time,
// and prints one line per run. Each run moves every clock of its stack (the Worker's, the local auth server's, the
// tests' own) back to the most recent such time of day by one shift, TEST_CLOCK_SHIFT_MS (scripts/lib/test-clock.ts).
// `-- --only clock` or `-- --only load` runs one part.
import { spawn } from 'node:child_process';
import { parseArgs, stripVTControlCharacters } from 'node:util';
import { testClockShift } from './lib/test-clock.ts';

interface Outcome {
  run: string;
  suite: string;
  ok: boolean;
  seconds: number;
  summary: string;
}

const SUMMARY = /(Tests\s+.*\(\d+\)|\d+ passed.*|\d+ failed.*|\d+ flaky.*)/g;

function run(suite: 'worker' | 'e2e', label: string, env: Record<string, string>): Promise<Outcome> {
  const script = suite === 'worker' ? 'test:worker' : 'test:e2e';
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0', ...env },
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk.toString().replace(/^/gm, `[${label} ${suite}] `));
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (code) => {
      const plain = stripVTControlCharacters(output);
      const summary = [...plain.matchAll(SUMMARY)].map((match) => match[0].trim()).join('; ');
      resolve({ run: label, suite, ok: code === 0, seconds: (performance.now() - started) / 1000, summary });
    });
  });
}

function clockEnv(clock: string): Record<string, string> {
  return { TEST_CLOCK: clock, TEST_CLOCK_SHIFT_MS: String(testClockShift(clock, Date.now())) };
}

const { values } = parseArgs({ options: { only: { type: 'string' } } });
const parts = values.only ? values.only.split(',') : ['clock', 'load'];
const outcomes: Outcome[] = [];

if (parts.includes('clock')) {
  for (const clock of ['00:05', '23:55']) {
    const label = `clock ${clock} IST`;
    outcomes.push(await run('worker', label, clockEnv(clock)));
    outcomes.push(await run('e2e', label, clockEnv(clock)));
  }
}
if (parts.includes('load')) {
  // The e2e server's ports differ from the Worker tests' auth server, so both run at once on the machine's cores.
  outcomes.push(...(await Promise.all([run('worker', 'loaded', {}), run('e2e', 'loaded', {})])));
}

console.log('\nnpm run test:stability:');
for (const outcome of outcomes) {
  console.log(
    `  ${outcome.run.padEnd(16)} ${outcome.suite.padEnd(7)} ${outcome.ok ? 'passed' : 'FAILED'}  ${outcome.seconds.toFixed(0).padStart(4)} s  ${outcome.summary}`,
  );
}
process.exit(outcomes.every((outcome) => outcome.ok) ? 0 : 1);
