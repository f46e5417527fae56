import { createApp } from './app';
import type { Bindings } from './env';
import { deleteExpiredRequests } from './requests';

const app = createApp({ cachePages: true });

export default {
  fetch: app.fetch,
  // The daily cron trigger: requests past their retention period are deleted. "Now" is the trigger's scheduled
  // time, so a test moves time by scheduling it later.
  async scheduled(controller, env, ctx) {
    ctx.waitUntil(deleteExpiredRequests(env, controller.scheduledTime));
  },
} satisfies ExportedHandler<Bindings>;
