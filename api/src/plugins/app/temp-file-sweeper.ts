import fp from 'fastify-plugin';
import { deleteExpiredEntries } from '../../services/admin/entry-deletion';
import { sweepTempFiles, TEMP_FILE_SWEEP_INTERVAL_MS } from '../../services/forms/temp-file-sweep';

/**
 * Abandoned uploads, and entries past their form's retention period (with their uploads), are
 * deleted by the api itself, no cron needed: a sweep at start and then every hour, by the api clock. The timer is unref'd, so it never keeps a process alive, and stops with the app.
 */
export default fp(async (app) => {
  const sweep = () => deleteExpiredEntries(app.db.kysely, app.clock())
    .then(() => sweepTempFiles(app.db.kysely, app.clock()))
    .catch((error: unknown) => { app.log.error({ err: error }, 'temp-file sweep failed'); });
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => { void sweep(); }, TEMP_FILE_SWEEP_INTERVAL_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}, { name: 'temp-file-sweeper' });
