// `npm run perf:ab -- --before <dist> --after <dist>`: compares two builds' longest task on a first visit, in Chromium
// at 4x CPU and slow 4G as `npm run perf` measures it, loading each route from the two builds in turn so that both see
// the same machine. Prints, per route, the median and the spread of the longest task over the loads.
//   --before dist-a --after dist-b   the builds (each with worker/ and client/ inside, as `npm run build` writes dist/),
//                                    inside the project (perf-report/ is ignored by git)
//   --routes /,/doctors               the paths (default: every public route)
//   --loads 5                         loads of each route from each build
import { parseArgs } from 'node:util';
import { CHROMIUM_ARGS, findChromium } from '../tests/support/chromium.ts';
import { launchRawChromium } from './lib/cdp-browser.ts';
import { firstVisitLongTasks } from './lib/perf-interaction.ts';
import { table } from './lib/perf-report.ts';
import { parseRouteList, publicRoutes } from './lib/perf-routes.ts';
import { MOBILE_CONTEXT } from './lib/perf-weight.ts';
import { median } from './lib/stats.ts';
import { serveBuild } from './serve.ts';

const { values } = parseArgs({
  options: {
    before: { type: 'string' },
    after: { type: 'string' },
    routes: { type: 'string' },
    loads: { type: 'string', default: '5' },
    port: { type: 'string', default: '8796' },
  },
});
if (!values.before || !values.after) {
  console.error('Usage: node scripts/perf-ab.ts --before <dist> --after <dist> [--routes /,/doctors] [--loads 5]');
  process.exit(2);
}
const loads = Number(values.loads);
const port = Number(values.port);
const routes = values.routes ? parseRouteList(values.routes) : publicRoutes();

const builds = [
  { name: 'before' as const, server: await serveBuild({ port, dist: values.before }) },
  { name: 'after' as const, server: await serveBuild({ port: port + 1, dist: values.after }) },
];
const browser = await launchRawChromium(findChromium(), CHROMIUM_ARGS);
const rows: string[][] = [];
try {
  for (const route of routes) {
    const longest = { before: [] as number[], after: [] as number[] };
    for (let load = 0; load < loads; load++) {
      // Alternate which build goes first, so neither always meets a warmer or colder machine.
      const order = load % 2 === 0 ? builds : [...builds].reverse();
      for (const { name, server } of order) {
        const tasks = await firstVisitLongTasks(browser, new URL(route, server.url).href, MOBILE_CONTEXT);
        longest[name].push(Math.max(0, ...tasks));
      }
    }
    const cell = (list: number[]) => `${median(list)} (${Math.min(...list)}–${Math.max(...list)})`;
    rows.push([route, cell(longest.before), cell(longest.after)]);
    console.error(`perf:ab ${route}: before ${cell(longest.before)}, after ${cell(longest.after)}`);
  }
} finally {
  await browser.close();
  for (const { server } of builds) await server.dispose();
}
console.log(table(['route', `longest task, ms: before (median, range of ${loads})`, 'after'], rows));
