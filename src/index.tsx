import { createApp } from './app';
import type { Bindings } from './env';
import { consumeQueue, deleteExpiredNotifications, sweepOutbox } from './notifications';
import { deleteExpiredRequests } from './requests';

const app = createApp({ cachePages: true });

/** wrangler.toml [triggers]: the daily clean-up; every other trigger is the outbox sweep's. */
const RETENTION_CRON = '0 22 * * *';

export default {
  fetch: app.fetch,
  // The daily cron trigger deletes requests past their retention period; the frequent one hands the queue any
  // notification written but never handed over. "Now" is the trigger's scheduled time, so a test moves time by
  // scheduling it later.
  async scheduled(controller, env, ctx) {
    if (controller.cron === RETENTION_CRON) {
      ctx.waitUntil(deleteExpiredRequests(env, controller.scheduledTime));
      ctx.waitUntil(deleteExpiredNotifications(env, controller.scheduledTime));
    } else ctx.waitUntil(sweepOutbox(env, controller.scheduledTime));
  },
  // Notifications and their dead letters (src/notifications/consumer.ts).
  async queue(batch, env) {
    await consumeQueue(batch, env);
  },
} satisfies ExportedHandler<Bindings>;
