import fp from 'fastify-plugin';
import { publishDueArticles } from '../../services/pageeditor/article-publishing';
import { publishDuePages } from '../../services/pageeditor/page-publishing';

/**
 * Planned publications happen without a request: every instance looks for due pages and article bodies every
 * PUBLISH_POLL_MS by the api clock, and the database lets one of them publish each page. The
 * timer is unref'd, so it never keeps a process alive, and stops with the app.
 */
export default fp(async (app) => {
  let running: Promise<unknown> = Promise.resolve();
  const poll = () => {
    const now = app.clock();
    running = publishDuePages(app.db.kysely, app.changes, now)
      .then(() => publishDueArticles(app.db.kysely, app.changes, now))
      .catch((error: unknown) => { app.log.error({ err: error }, 'planned publication failed'); });
    return running;
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await poll();
    timer = setInterval(() => { void poll(); }, app.config.publishPollMs).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}, { name: 'publication-scheduler' });
