// `npm test`: every check and test suite, stages that do not depend on each other side by side, then the time of
// each stage. Three steps, each waiting for the one before:
//   1. lint, type-check, the Node tests (auth server, architecture, pseudo rewrite, scripts) and the two builds
//      (the site, then the pseudo-language site), side by side; their output is printed whole as each ends;
//   2. the Worker tests (workerd), streamed;
//   3. the end-to-end and pseudo-language tests in one Playwright run (two projects, two servers), streamed.
// A failing stage fails the run, but the stages of its step still finish, so one run reports every failure of that
// step. `-- --only worker,browser` runs some steps alone (names below), for a developer who has just built.
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';

interface Stage {
  name: string;
  /** npm scripts run one after another in this stage. */
  scripts: string[];
}

interface Step {
  name: string;
  stages: Stage[];
  /** Streamed as it runs (one stage) rather than printed whole when it ends. */
  stream: boolean;
}

const STEPS: Step[] = [
  {
    name: 'checks',
    stream: false,
    stages: [
      { name: 'lint', scripts: ['lint'] },
      { name: 'typecheck', scripts: ['typecheck'] },
      { name: 'node tests', scripts: ['test:auth'] },
      { name: 'builds', scripts: ['build', 'build:pseudo'] },
    ],
  },
  { name: 'worker', stream: true, stages: [{ name: 'worker tests', scripts: ['test:worker'] }] },
  { name: 'browser', stream: true, stages: [{ name: 'browser tests', scripts: ['test:browser'] }] },
];

interface Timing {
  name: string;
  seconds: number;
  ok: boolean;
}

function runScript(script: string, stream: boolean): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') },
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

async function runStage(stage: Stage, stream: boolean): Promise<Timing> {
  const started = performance.now();
  let ok = true;
  let output = '';
  for (const script of stage.scripts) {
    const result = await runScript(script, stream);
    output += result.output;
    if (!result.ok) {
      ok = false;
      break;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  if (!stream) {
    console.log(`\n── ${stage.name} (${ok ? 'passed' : 'FAILED'}, ${seconds.toFixed(0)} s) ──`);
    process.stdout.write(output);
  }
  return { name: stage.name, seconds, ok };
}

function table(timings: Timing[], total: number): string {
  const width = Math.max(...timings.map((timing) => timing.name.length), 'total'.length);
  const lines = timings.map(
    (timing) =>
      `  ${timing.name.padEnd(width)}  ${timing.seconds.toFixed(0).padStart(4)} s  ${timing.ok ? 'ok' : 'FAILED'}`,
  );
  lines.push(`  ${'total'.padEnd(width)}  ${total.toFixed(0).padStart(4)} s`);
  return lines.join('\n');
}

const { values } = parseArgs({ options: { only: { type: 'string' } } });
const only = values.only?.split(',').map((name) => name.trim());
const unknown = only?.filter((name) => !STEPS.some((step) => step.name === name)) ?? [];
if (unknown.length > 0) {
  console.error(`Unknown step ${unknown.join(', ')}: choose from ${STEPS.map((step) => step.name).join(', ')}`);
  process.exit(2);
}

const started = performance.now();
const timings: Timing[] = [];
let failed = false;
for (const step of STEPS) {
  if (only && !only.includes(step.name)) continue;
  // A later step needs the earlier ones' output (the builds) and is pointless after a failure.
  if (failed) break;
  const stepStarted = performance.now();
  const results = await Promise.all(step.stages.map((stage) => runStage(stage, step.stream)));
  timings.push(...results);
  if (step.stages.length > 1) {
    timings.push({ name: `(${step.name}, side by side)`, seconds: (performance.now() - stepStarted) / 1000, ok: true });
  }
  failed = results.some((result) => !result.ok);
}

console.log(`\nnpm test, time of each stage:\n${table(timings, (performance.now() - started) / 1000)}`);
process.exit(failed ? 1 : 0);
