// Requests and appointments per day as a line chart drawn on the server (SVG, no JavaScript): days along the bottom,
// counts up the side. A screen reader hears one summary (role="img" and its label); the table under the chart is the
// full version. The two lines differ by pattern as well as colour (solid and dashed), and the legend names both.
import type { DailyPoint } from './reports-data';

const WIDTH = 960;
const HEIGHT = 300;
const LEFT = 48;
const RIGHT = 16;
const TOP = 16;
const BOTTOM = 40;
const PLOT_W = WIDTH - LEFT - RIGHT;
const PLOT_H = HEIGHT - TOP - BOTTOM;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11-27' as '27 Nov', or '27 Nov 2026' when the chart spans more than one year. */
export function shortDay(day: string, withYear = false): string {
  const [year, month, date] = day.split('-');
  return `${Number(date)} ${MONTHS[Number(month) - 1] ?? ''}${withYear ? ` ${year}` : ''}`;
}

/** A round step for about four grid lines up to `max` (1, 2, 5, 10, 20, 50 ...). */
export function tickStep(max: number): number {
  if (max <= 4) return 1;
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= rough);
  return step ?? 10 * power;
}

/** The spoken summary: the period, the totals and the busiest day. */
export function chartSummary(points: readonly DailyPoint[]): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return 'No days to chart.';
  const requests = points.reduce((sum, p) => sum + p.requests, 0);
  const appointments = points.reduce((sum, p) => sum + p.appointments, 0);
  const busiest = points.reduce((best, p) =>
    p.requests + p.appointments > best.requests + best.appointments ? p : best,
  );
  const span = first.day === last.day ? first.day : `${first.day} to ${last.day}`;
  const peak =
    requests + appointments > 0
      ? ` Busiest day ${busiest.day}: ${busiest.requests} requests, ${busiest.appointments} appointments.`
      : '';
  return `Requests and appointments per day, ${span}: ${requests} requests and ${appointments} appointments in all.${peak} The table below lists every day.`;
}

function linePath(
  points: readonly DailyPoint[],
  value: (p: DailyPoint) => number,
  x: (i: number) => number,
  y: (v: number) => number,
) {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(value(p)).toFixed(1)}`).join(' ');
}

export function ReportsChart({ points }: { points: readonly DailyPoint[] }) {
  const max = Math.max(1, ...points.map((p) => Math.max(p.requests, p.appointments)));
  const step = tickStep(max);
  const top = Math.ceil(max / step) * step;
  const ticks = Array.from({ length: top / step + 1 }, (_, i) => i * step);
  const x = (i: number) => LEFT + (points.length <= 1 ? PLOT_W / 2 : (i / (points.length - 1)) * PLOT_W);
  const y = (v: number) => TOP + PLOT_H - (v / top) * PLOT_H;
  // About eight day labels, counted back from the last day so that it always has one and none overlap.
  const every = Math.max(1, Math.ceil(points.length / 8));
  const dots = points.length <= 62;
  const spansYears = points[0]?.day.slice(0, 4) !== points[points.length - 1]?.day.slice(0, 4);
  return (
    <figure className="m-0 grid gap-2 rounded-xl border border-slate-200 bg-white p-4">
      <svg
        role="img"
        aria-label={chartSummary(points)}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="block h-auto w-full"
        data-chart="daily"
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={LEFT} x2={WIDTH - RIGHT} y1={y(tick)} y2={y(tick)} className="stroke-slate-200" strokeWidth={1} />
            <text x={LEFT - 8} y={y(tick) + 4} textAnchor="end" fontSize={12} className="fill-ink-700">
              {tick}
            </text>
          </g>
        ))}
        {points.map((p, i) =>
          (points.length - 1 - i) % every === 0 ? (
            <text
              key={p.day}
              x={x(i)}
              y={HEIGHT - BOTTOM + 18}
              textAnchor={i > 0 && i === points.length - 1 ? 'end' : 'middle'}
              fontSize={12}
              className="fill-ink-700"
            >
              {shortDay(p.day, spansYears)}
            </text>
          ) : null,
        )}
        <text x={LEFT + PLOT_W / 2} y={HEIGHT - 4} textAnchor="middle" fontSize={12} className="fill-ink-700">
          Day (India)
        </text>
        <line x1={LEFT} x2={WIDTH - RIGHT} y1={y(0)} y2={y(0)} className="stroke-slate-500" strokeWidth={1} />
        <path
          d={linePath(points, (p) => p.requests, x, y)}
          fill="none"
          className="stroke-brand-700"
          strokeWidth={2.5}
        />
        <path
          d={linePath(points, (p) => p.appointments, x, y)}
          fill="none"
          className="stroke-amber-700"
          strokeWidth={2.5}
          strokeDasharray="7 4"
        />
        {dots &&
          points.map((p, i) => (
            <g key={p.day}>
              <circle cx={x(i)} cy={y(p.requests)} r={3} className="fill-brand-700" />
              <rect x={x(i) - 3} y={y(p.appointments) - 3} width={6} height={6} className="fill-amber-700" />
            </g>
          ))}
      </svg>
      <figcaption className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-ink-700">
        <span className="inline-flex items-center gap-2">
          <svg aria-hidden="true" width="28" height="10" viewBox="0 0 28 10">
            <line x1="0" x2="28" y1="5" y2="5" className="stroke-brand-700" strokeWidth={2.5} />
            <circle cx="14" cy="5" r="3" className="fill-brand-700" />
          </svg>
          Requests received (solid line)
        </span>
        <span className="inline-flex items-center gap-2">
          <svg aria-hidden="true" width="28" height="10" viewBox="0 0 28 10">
            <line x1="0" x2="28" y1="5" y2="5" className="stroke-amber-700" strokeWidth={2.5} strokeDasharray="7 4" />
            <rect x="11" y="2" width="6" height="6" className="fill-amber-700" />
          </svg>
          Appointments starting (dashed line)
        </span>
      </figcaption>
    </figure>
  );
}
