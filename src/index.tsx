import { createApp } from './app';
import type { Bindings } from './env';
import { lapseExpiredHolds, reconcileConfigured, remindAppointments } from './appointments';
import { consumeQueue, deleteExpiredNotifications, sendLoginCode, sweepOutbox } from './notifications';
import { deleteExpiredRequests } from './requests';
import { deleteSpentTries } from './sign-in-guard';
import { sweepFiles } from './intake';

// The consultation room's Durable Object (wrangler.toml [[durable_objects.bindings]] CONSULT_ROOM).
export { ConsultRoom } from './consult';

const app = createApp({ cachePages: true, sendLoginCode });

/** wrangler.toml [triggers]: the daily clean-up; every other trigger is the outbox sweep's. */
const RETENTION_CRON = '0 22 * * *';

export default {
  fetch: app.fetch,
  // The daily cron trigger deletes requests past their retention period; the frequent one hands the queue any
  // notification written but never handed over, lapses patients' holds no coordinator confirmed in time, and writes
  // the appointment reminders due. "Now" is the trigger's scheduled time, so a test moves time by scheduling it later.
  async scheduled(controller, env, ctx) {
    if (controller.cron === RETENTION_CRON) {
      ctx.waitUntil(deleteExpiredRequests(env, controller.scheduledTime));
      ctx.waitUntil(deleteExpiredNotifications(env, controller.scheduledTime));
      // Sign-in tries whose window and lock have both passed tell nothing more.
      if (env.DB) ctx.waitUntil(deleteSpentTries(env.DB, controller.scheduledTime));
      // The gateway's payments and refunds of the last 36 hours against D1 (decision 0032).
      ctx.waitUntil(
        reconcileConfigured(env, controller.scheduledTime).catch((error) =>
          console.error('payments: the reconciliation failed', error),
        ),
      );
      // Files (and answers) of appointments that never took place, objects too; never a consultation's (0033).
      if (env.DB && env.FILES)
        ctx.waitUntil(
          sweepFiles(env.DB, env.FILES, controller.scheduledTime).catch((error) =>
            console.error('intake: the files sweep failed', error),
          ),
        );
    } else {
      const now = controller.scheduledTime;
      ctx.waitUntil(sweepOutbox(env, now));
      // Holds lapse first, so a lapsed pick is never reminded of.
      const appointments = async () => {
        if (env.DB) await lapseExpiredHolds(env.DB, now);
        await remindAppointments(env, now);
      };
      ctx.waitUntil(appointments().catch((error) => console.error('appointments: the cron run failed', error)));
    }
  },
  // Notifications and their dead letters (src/notifications/consumer.ts).
  async queue(batch, env) {
    await consumeQueue(batch, env);
  },
} satisfies ExportedHandler<Bindings>;
