// The cron triggers as wrangler.toml declares them, read from the file when the Worker is built (a deployed Worker
// cannot ask Cloudflare for its own triggers): each `crons = [...]` with its section (the top-level [triggers], or an
// environment's) and the comment written above that section.

const FILES = import.meta.glob<string>('../../../../wrangler.toml', { query: '?raw', import: 'default', eager: true });

export interface CronTriggers {
  /** '[triggers]' or '[env.production.triggers]'. */
  section: string;
  crons: string[];
  /** The comment lines above the section, without their '#'. */
  about: string;
}

/** Every crons list in a wrangler.toml text. */
export function cronTriggersIn(toml: string): CronTriggers[] {
  const found: CronTriggers[] = [];
  let section = '(top level)';
  let comments: string[] = [];
  let about = '';
  for (const raw of toml.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('#')) {
      comments.push(line.replace(/^#+\s?/, ''));
      continue;
    }
    const header = /^\[\[?([^\]]+)\]\]?/.exec(line);
    if (header) {
      section = `[${header[1]}]`;
      about = comments.join(' ');
    }
    const crons = /^crons\s*=\s*\[(.*)\]/.exec(line);
    if (crons)
      found.push({ section, crons: [...(crons[1] ?? '').matchAll(/"([^"]*)"/g)].map((m) => m[1] ?? ''), about });
    comments = [];
  }
  return found;
}

/** The triggers of the wrangler.toml this Worker was built with; empty if the build could not read it. */
export function builtCronTriggers(): CronTriggers[] {
  const text = Object.values(FILES)[0];
  return text ? cronTriggersIn(text) : [];
}
