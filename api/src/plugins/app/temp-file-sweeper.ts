import fp from 'fastify-plugin';
import { sweepTempFiles, TEMP_FILE_SWEEP_INTERVAL_MS } from '../../services/forms/temp-file-sweep';

/**
 * Abandoned uploads are deleted by the api itself, no cron needed: a sweep at start and then
 * every hour. The timer is unref'd, so it never keeps a process alive, and stops with the app.
 */
export default fp(async (app) => {
  const sweep = () => sweepTempFiles(app.db.kysely, app.clock())
    .catch((error: unknown) => { app.log.error({ err: error }, 'temp-file sweep failed'); });
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => { void sweep(); }, TEMP_FILE_SWEEP_INTERVAL_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}, { name: 'temp-file-sweeper' });
