// What the four Settings screens share: a table of settings, each with its value, where it is set (a wrangler var,
// a secret, a binding or a content module) and, for a stand-in, the "Placeholder: replace before launch" badge.
import type { ReactNode } from 'react';
import type { Bindings } from '../../../env';
import { DataTable } from '../../DataTable';

/** Where a setting is set, so the admin knows what to ask a developer for. */
export type SettingSource =
  | { kind: 'var'; name: string }
  | { kind: 'secret'; name: string }
  | { kind: 'binding'; name: string }
  | { kind: 'module'; path: string };

/** A line of the settings screen, read from the environment or a module. @table none */
export interface SettingRow {
  label: string;
  value: ReactNode;
  source: SettingSource;
  /** Still a stand-in: shown with the placeholder badge. */
  placeholder?: boolean;
  /** A line under the value (a default in use, a note). */
  note?: string;
}

/** A var read from the Worker's environment; undefined when it is not set (the built-in default applies). */
export function varOf(env: Bindings | undefined, name: string): string | undefined {
  const value = (env as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** "Not set: the default from src/config.ts is used", for a var the deployment leaves out. */
export function defaultNote(env: Bindings | undefined, name: string, defaultsIn: string): string | undefined {
  return varOf(env, name) === undefined ? `Not set: the default in ${defaultsIn} is used.` : undefined;
}

export function PlaceholderBadge() {
  return (
    <span
      data-placeholder=""
      className="mt-1 inline-block rounded-full bg-amber-100 px-2 text-sm font-semibold text-amber-900"
    >
      Placeholder: replace before launch
    </span>
  );
}

const SOURCE_KIND: Record<SettingSource['kind'], string> = {
  var: 'Wrangler var',
  secret: 'Secret',
  binding: 'Binding',
  module: 'Content module',
};

export function Source({ source }: { source: SettingSource }) {
  const name = source.kind === 'module' ? source.path : source.name;
  return (
    <span className="text-sm">
      <span className="block text-ink-700">{SOURCE_KIND[source.kind]}</span>
      <code className="font-mono text-ink-900 [overflow-wrap:anywhere]">{name}</code>
    </span>
  );
}

/** One section of settings: a heading, a line about it, and its table. */
export function SettingsSection({
  id,
  title,
  intro,
  rows,
}: {
  id: string;
  title: string;
  intro?: string;
  rows: readonly SettingRow[];
}) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="m-0 text-xl font-bold text-ink-900">
        {title}
      </h2>
      {intro && <p className="m-0 max-w-3xl text-ink-700">{intro}</p>}
      <DataTable caption={title} headers={['Setting', 'Value', 'Where it is set']} minWidth="min-w-[44rem]">
        {rows.map((row) => (
          <tr key={row.label} className="border-b border-slate-200 align-top" data-setting={row.label}>
            <th scope="row" className="w-1/4 py-3 pr-3 text-left font-semibold">
              {row.label}
            </th>
            <td className="py-3 pr-3 [overflow-wrap:anywhere]">
              <span data-value="">{row.value}</span>
              {row.placeholder && (
                <>
                  {' '}
                  <PlaceholderBadge />
                </>
              )}
              {row.note && <span className="mt-1 block text-sm text-ink-600">{row.note}</span>}
            </td>
            <td className="w-[19rem] py-3 pr-3">
              <Source source={row.source} />
            </td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}

/** The line every Settings screen opens with: read-only, and who changes what. */
export function SettingsIntro({ children }: { children: ReactNode }) {
  return (
    <p className="m-0 max-w-3xl text-ink-700">
      {children} This page is read-only: a wrangler var is changed in <code>wrangler.toml</code> (or with{' '}
      <code>wrangler deploy --var</code>), a secret with <code>wrangler secret put</code>, and a content module by a
      developer in the repository; each takes effect with the next deployment.
    </p>
  );
}
