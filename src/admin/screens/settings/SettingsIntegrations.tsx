// /admin/settings/integrations: the services the site depends on, checked live when the page opens (all at once,
// each within CHECK_TIMEOUT_MS: settings-health.ts): the auth server, D1, the notification queue and its backlog,
// the mail transport with its last success and failure; and the cron triggers the Worker was built with. A check
// that fails shows "Not reachable" with the reason; the page itself always answers 200.
import type { Context } from 'hono';
import type { ReactNode } from 'react';
import { formatNumber } from '../../../../shared/i18n/format';
import type { AppEnv } from '../../../env';
import { NOTIFICATIONS_PATH } from '../../paths';
import { indiaTime } from '../shared/india-time';
import { builtCronTriggers } from './settings-crons';
import { CHECK_TIMEOUT_MS, type Check, checkIntegrations, type IntegrationsHealth } from './settings-health';
import { SettingsIntro, Source, type SettingSource } from './settings-parts';

type Status = 'ok' | 'down' | 'unset';

const STATUS: Record<Status, { text: string; style: string }> = {
  ok: { text: 'Reachable', style: 'bg-green-100 text-green-900' },
  down: { text: 'Not reachable', style: 'bg-red-100 text-red-900' },
  unset: { text: 'Not configured', style: 'bg-amber-100 text-amber-900' },
};

function statusOf(check: Check<unknown> | null): Status {
  if (!check) return 'unset';
  return check.ok ? 'ok' : 'down';
}

/** "3 min ago", "2 h 5 min ago", for an age in milliseconds. */
export function ageText(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  if (minutes < 1) return 'under a minute ago';
  if (minutes < 60) return `${formatNumber(minutes)} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${formatNumber(hours)} h ${formatNumber(minutes % 60)} min ago`;
  return `${formatNumber(Math.floor(hours / 24))} days ago`;
}

function Facts({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="m-0 grid grid-cols-[minmax(10rem,max-content)_1fr] gap-x-4 gap-y-1 text-sm">
      {items.map(([term, detail]) => (
        <div key={term} className="contents">
          <dt className="font-semibold text-ink-700">{term}</dt>
          <dd className="m-0 text-ink-900 [overflow-wrap:anywhere]">{detail}</dd>
        </div>
      ))}
    </dl>
  );
}

function IntegrationCard({
  id,
  title,
  status,
  check,
  sources,
  children,
}: {
  id: string;
  title: string;
  status: Status;
  check: Check<unknown> | null;
  sources: readonly SettingSource[];
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="card grid gap-3" data-integration={id} data-status={status}>
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={id} className="m-0 text-lg font-bold text-ink-900">
          {title}
        </h2>
        <span className={`rounded-full px-2 text-sm font-semibold ${STATUS[status].style}`}>{STATUS[status].text}</span>
        {check && <span className="text-sm text-ink-700">{formatNumber(check.latencyMs)} ms</span>}
      </div>
      {check && !check.ok && (
        <p role="alert" className="alert-error m-0 text-sm" data-reason="">
          {check.reason}
        </p>
      )}
      {children}
      <div className="flex flex-wrap gap-6 border-t border-slate-200 pt-2">
        {sources.map((source) => (
          <Source key={source.kind === 'module' ? source.path : source.name} source={source} />
        ))}
      </div>
    </section>
  );
}

function AuthCard({ health }: { health: IntegrationsHealth }) {
  const { url, check } = health.auth;
  return (
    <IntegrationCard
      id="integration-auth"
      title="Auth server (sign-in)"
      status={statusOf(check)}
      check={check}
      sources={[
        { kind: 'secret', name: 'SUPABASE_URL' },
        { kind: 'secret', name: 'SUPABASE_PUBLISHABLE_KEY' },
      ]}
    >
      <Facts items={[['Health endpoint', url ? `${url}/auth/v1/health` : 'SUPABASE_URL is not set']]} />
    </IntegrationCard>
  );
}

function DatabaseCard({ health }: { health: IntegrationsHealth }) {
  const check = health.database;
  const migrations = check?.ok ? check.value.migrations : null;
  return (
    <IntegrationCard
      id="integration-d1"
      title="Database (D1)"
      status={statusOf(check)}
      check={check}
      sources={[{ kind: 'binding', name: 'DB' }]}
    >
      <Facts
        items={[
          ['Binding DB', check ? 'Present' : 'Missing'],
          [
            'Migrations applied',
            migrations
              ? `${formatNumber(migrations.count)}${migrations.latest ? `, the latest ${migrations.latest}` : ''}`
              : 'Not readable',
          ],
        ]}
      />
    </IntegrationCard>
  );
}

function QueueCard({ health, now }: { health: IntegrationsHealth; now: number }) {
  const check = health.outbox;
  const backlog = check?.ok ? check.value : null;
  const status: Status = !health.queueBound ? 'unset' : statusOf(check);
  return (
    <IntegrationCard
      id="integration-queue"
      title="Notification queue"
      status={status}
      check={check}
      sources={[{ kind: 'binding', name: 'NOTIFY_QUEUE' }]}
    >
      <Facts
        items={[
          ['Binding NOTIFY_QUEUE', health.queueBound ? 'Present' : 'Missing: messages wait in the outbox'],
          [
            'Messages not yet sent',
            backlog ? (
              <span key="backlog" data-backlog={backlog.queued}>
                {formatNumber(backlog.queued)}
              </span>
            ) : (
              '—'
            ),
          ],
          [
            'Oldest waiting',
            backlog?.oldestQueuedAt
              ? `${indiaTime(backlog.oldestQueuedAt)} (${ageText(now - backlog.oldestQueuedAt)})`
              : '—',
          ],
          ['Never handed to the queue', backlog ? formatNumber(backlog.notHandedOver) : '—'],
        ]}
      />
    </IntegrationCard>
  );
}

function MailCard({ health, now }: { health: IntegrationsHealth; now: number }) {
  const history = health.outbox?.ok ? health.outbox.value : null;
  const { mail, mailCheck } = health;
  const transport = mail.ok ? mail.config.transport : null;
  return (
    <IntegrationCard
      id="integration-mail"
      title="Mail transport"
      status={mail.ok ? statusOf(mailCheck) : 'down'}
      check={mail.ok ? mailCheck : { ok: false, latencyMs: 0, reason: mail.problems.join('; ') }}
      sources={[
        { kind: 'var', name: 'MAIL_TRANSPORT' },
        { kind: 'binding', name: 'EMAIL' },
        { kind: 'var', name: 'LOCAL_INBOX_URL' },
      ]}
    >
      <Facts
        items={[
          ['Transport', <code key="transport">{transport ?? 'not valid'}</code>],
          transport === 'email-service'
            ? ['Binding EMAIL', health.emailBound ? 'Present' : 'Missing: nothing can be sent']
            : ['Local inbox', mail.ok ? mail.config.localInboxUrl : '—'],
          [
            'Last sent',
            history?.lastSentAt
              ? `${indiaTime(history.lastSentAt)} (${ageText(now - history.lastSentAt)})`
              : 'None yet',
          ],
          [
            'Last failure',
            history?.lastFailure ? (
              <span key="failure">
                {indiaTime(history.lastFailure.at)}: {history.lastFailure.error ?? 'no error recorded'}{' '}
                <a href={`${NOTIFICATIONS_PATH}?state=failed`}>See the failed messages</a>
              </span>
            ) : (
              'None'
            ),
          ],
        ]}
      />
    </IntegrationCard>
  );
}

function CronCard() {
  const triggers = builtCronTriggers();
  return (
    <section aria-labelledby="integration-cron" className="card grid gap-3" data-integration="integration-cron">
      <h2 id="integration-cron" className="m-0 text-lg font-bold text-ink-900">
        Cron triggers
      </h2>
      {triggers.length === 0 ? (
        <p className="m-0">No cron triggers were found in wrangler.toml when this Worker was built.</p>
      ) : (
        triggers.map((trigger) => (
          <div key={trigger.section} className="grid gap-1 text-sm">
            <p className="m-0 font-semibold">
              <code>{trigger.section}</code> (times in UTC):{' '}
              {trigger.crons.map((cron) => (
                <code key={cron} data-cron={cron} className="mr-2 rounded bg-slate-100 px-1 text-ink-900">
                  {cron}
                </code>
              ))}
            </p>
            {trigger.about && <p className="m-0 max-w-3xl text-ink-700">{trigger.about}</p>}
          </div>
        ))
      )}
      <div className="border-t border-slate-200 pt-2">
        <Source source={{ kind: 'module', path: 'wrangler.toml [triggers]' }} />
      </div>
    </section>
  );
}

export async function settingsIntegrationsScreen(c: Context<AppEnv>) {
  const health = await checkIntegrations(c.env);
  const now = Date.now();
  return (
    <div className="grid gap-6">
      <SettingsIntro>
        Each service checked just now, all at once, each given {formatNumber(CHECK_TIMEOUT_MS / 1000)} s to answer
        (these checks took {formatNumber(health.tookMs)} ms). Reload the page to check again.
      </SettingsIntro>
      <div className="grid gap-6 lg:grid-cols-2">
        <AuthCard health={health} />
        <DatabaseCard health={health} />
        <QueueCard health={health} now={now} />
        <MailCard health={health} now={now} />
      </div>
      <CronCard />
    </div>
  );
}
