// Reads what a production deployment would carry, for the launch check (scripts/lib/launch-check.ts):
// - wrangler.toml's environment as wrangler itself resolves it (vars, required secrets, bindings);
// - the secrets, from a KEY=VALUE file when one is given (Cloudflare never gives secret values back);
// - the content facts, loaded from src/content through Vite's module runner, as the bundle imports them;
// - the published sample doctors: the migrations applied to a fresh in-memory SQLite database (what a new D1 would
//   hold after `wrangler d1 migrations apply`), or, with `d1`, the rows of a real D1 through `wrangler d1 execute`.
// `root` is the repository (or a fixture directory laid out like it).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { runnerImport } from 'vite';
import { unstable_readConfig } from 'wrangler';
import type { ContentFacts, LaunchInputs } from './launch-check.ts';

export interface LoadOptions {
  root: string;
  envName?: string;
  /** A file of KEY=VALUE lines (or JSON) with the secrets' values. */
  secretsFile?: string;
  /** Read the published doctors from this D1 instead of the migrations: the local one or the remote one. */
  d1?: 'local' | 'remote';
}

const SAMPLE_DOCTORS_SQL =
  'SELECT id, registration_number AS registrationNumber FROM doctors WHERE sample = 1 AND active = 1 ORDER BY id';

/** KEY=VALUE lines (blank lines and # comments skipped, quotes around a value removed), or a JSON object. */
export function parseSecretsFile(text: string): Record<string, string> {
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) return JSON.parse(trimmed) as Record<string, string>;
  const secrets: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match?.[1] || line.trimStart().startsWith('#')) continue;
    secrets[match[1]] = (match[2] ?? '').replace(/^(['"])(.*)\1$/, '$2');
  }
  return secrets;
}

/** What the check reads of wrangler's resolved configuration for one environment. */
interface ResolvedConfig {
  vars: Record<string, unknown>;
  secrets?: { required?: string[] };
  d1_databases: { binding: string; database_id?: string; migrations_dir?: string }[];
  queues: { producers?: { binding: string }[]; consumers?: { queue: string }[] };
  send_email: { name: string }[];
  ratelimits: { name: string }[];
  r2_buckets: { binding: string; bucket_name?: string }[];
}

function readConfig(configPath: string, envName?: string): ResolvedConfig {
  return unstable_readConfig({ config: configPath, env: envName }, { hideWarnings: true }) as ResolvedConfig;
}

/** Binding names a wrangler configuration declares (D1, queues, send_email, rate limits). */
function bindingNames(config: ResolvedConfig): string[] {
  return [
    ...config.d1_databases.map((database) => `D1 ${database.binding}`),
    ...(config.queues.producers ?? []).map((producer) => `queue producer ${producer.binding}`),
    ...(config.queues.consumers ?? []).map((consumer) => `queue consumer ${consumer.queue}`),
    ...config.send_email.map((sender) => `send_email ${sender.name}`),
    ...config.ratelimits.map((limit) => `ratelimit ${limit.name}`),
    ...config.r2_buckets.map((bucket) => `R2 ${bucket.binding}`),
  ];
}

async function load<T>(root: string, file: string): Promise<T> {
  const { module } = await runnerImport<T>(path.join(root, file), { root, configFile: false, logLevel: 'silent' });
  return module;
}

function filesUnder(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

const EXAMPLE_TEXT = /[\w.+-]*@?[a-z0-9-]+\.(example|invalid)\b|example\.(com|org|net)\b|90000 ?00000/i;

/** Lines of shipped content (src/content, public/) naming an example domain or the sample phone, comments aside. */
export function exampleLines(root: string): string[] {
  const files = [...filesUnder(path.join(root, 'src/content')), ...filesUnder(path.join(root, 'public'))].filter(
    // src/content/placeholders.ts is the rule itself: it names the sample values to recognise them.
    (file) =>
      /\.(ts|tsx|txt|json|html|xml|webmanifest)$/.test(file) &&
      path.relative(root, file) !== path.join('src', 'content', 'placeholders.ts'),
  );
  const found: string[] = [];
  for (const file of files.sort()) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        const text = line.trim();
        if (/^(\/\/|\/?\*)/.test(text) || !EXAMPLE_TEXT.test(text)) return;
        found.push(`${path.relative(root, file)}:${index + 1}: ${text.slice(0, 100)}`);
      });
  }
  return found;
}

export async function loadContentFacts(root: string): Promise<ContentFacts> {
  const doctors = await load<{ SAMPLE_DOCTORS: ContentFacts['sampleDoctors'] }>(root, 'src/content/doctors/facts.ts');
  type Office = ContentFacts['offices'][number] & { type: string };
  const contact = await load<{ officeList: (head: { city: string; address: string }) => Office[] }>(
    root,
    'src/content/contact/facts.ts',
  );
  const en = await load<{ GRIEVANCE_WORDS_EN: { name: string } }>(root, 'src/content/policies/copy.en.ts');
  const hi = await load<{ GRIEVANCE_WORDS_HI: { name: string } }>(root, 'src/content/policies/copy.hi.ts');
  const stories = await load<{ STORIES_ARE_SAMPLES: boolean }>(root, 'src/content/stories/facts.ts');
  const departments = await load<{ DEPARTMENT_FIGURES_ARE_SAMPLES?: boolean }>(
    root,
    'src/content/departments/facts.ts',
  );
  const claims = await load<{ CLAIMS_ARE_SAMPLES?: boolean }>(root, 'src/content/claims.ts');
  return {
    sampleDoctors: doctors.SAMPLE_DOCTORS,
    // The head office is configuration (checked with the vars); the list's others are content.
    offices: contact.officeList({ city: '', address: '' }).filter((office) => office.type !== 'head'),
    grievanceOfficer: { en: en.GRIEVANCE_WORDS_EN.name, hi: hi.GRIEVANCE_WORDS_HI.name },
    storiesAreSamples: stories.STORIES_ARE_SAMPLES,
    departmentFiguresAreSamples: departments.DEPARTMENT_FIGURES_ARE_SAMPLES !== false,
    claimsAreSamples: claims.CLAIMS_ARE_SAMPLES !== false,
    exampleLines: exampleLines(root),
  };
}

/** The sample doctors still published once every migration in `dir` has run on a new database. */
export function doctorsAfterMigrations(dir: string): { id: string; registrationNumber: string }[] {
  const db = new DatabaseSync(':memory:');
  try {
    for (const file of readdirSync(dir)
      .filter((name) => name.endsWith('.sql'))
      .sort())
      db.exec(readFileSync(path.join(dir, file), 'utf8'));
    return db.prepare(SAMPLE_DOCTORS_SQL).all() as unknown as { id: string; registrationNumber: string }[];
  } finally {
    db.close();
  }
}

/** The sample doctors published in a real D1, through `wrangler d1 execute` (the remote one needs a login). */
export function doctorsInD1(root: string, where: 'local' | 'remote', envName: string) {
  const args = ['wrangler', 'd1', 'execute', 'DB', `--${where}`, '--json', '--command', SAMPLE_DOCTORS_SQL];
  if (where === 'remote') args.push('--env', envName);
  const output = execFileSync('npx', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const results = JSON.parse(output) as { results: { id: string; registrationNumber: string }[] }[];
  return results.flatMap((result) => result.results);
}

export async function loadLaunchInputs(options: LoadOptions): Promise<LaunchInputs> {
  const envName = options.envName ?? 'production';
  const configPath = path.join(options.root, 'wrangler.toml');
  const config = readConfig(configPath, envName);
  const local = readConfig(configPath);
  const declared = new Set(bindingNames(config));
  const database = config.d1_databases.find((item) => item.binding === 'DB');
  const migrationsDir = path.join(options.root, database?.migrations_dir ?? 'migrations');
  const mail = await load<{ DEVELOPMENT_UNSUBSCRIBE_SECRET: string }>(options.root, 'src/mail-config.ts');
  const access = await load<{ DEVELOPMENT_APPOINTMENT_LINK_SECRET: string }>(
    options.root,
    'src/appointments/access.ts',
  );
  const phoneConfig = await load<{ DEVELOPMENT_PHONE_SECRETS: Record<string, string> }>(
    options.root,
    'src/phone-config.ts',
  );
  const templates = await load<{
    PHONE_TEMPLATES: Record<string, { sms: Record<string, { templateId: string; dltTemplateId: string }> }>;
  }>(options.root, 'src/notifications/phone/templates.ts');
  const templateIds = Object.values(templates.PHONE_TEMPLATES).flatMap((template) =>
    Object.values(template.sms).flatMap((ids) => [ids.templateId, ids.dltTemplateId]),
  );
  return {
    envName,
    phone: {
      developmentSecrets: Object.values(phoneConfig.DEVELOPMENT_PHONE_SECRETS),
      placeholderTemplateIds: templateIds.filter((id) => /^TBD/i.test(id)),
    },
    vars: Object.fromEntries(Object.entries(config.vars).map(([name, value]) => [name, String(value)])),
    requiredSecrets: config.secrets?.required ?? [],
    secrets: options.secretsFile ? parseSecretsFile(readFileSync(options.secretsFile, 'utf8')) : undefined,
    databases: config.d1_databases.map((item) => ({ binding: item.binding, databaseId: item.database_id ?? '' })),
    buckets: config.r2_buckets.map((item) => ({ binding: item.binding, bucketName: item.bucket_name ?? '' })),
    missingBindings: bindingNames(local).filter((name) => !declared.has(name)),
    developmentSecrets: [mail.DEVELOPMENT_UNSUBSCRIBE_SECRET, access.DEVELOPMENT_APPOINTMENT_LINK_SECRET],
    content: await loadContentFacts(options.root),
    doctors: options.d1
      ? { source: `the ${options.d1} D1 (DB)`, rows: doctorsInD1(options.root, options.d1, envName) }
      : {
          source: path.relative(options.root, path.join(migrationsDir, '0005_sample_doctors.sql')),
          rows: doctorsAfterMigrations(migrationsDir),
        },
  };
}
