import { buildApp } from './app';
import { loadConfig } from './config';
import { createDb } from './db/create-db';
import { migrateToLatest } from './db/migrate';
import { seedIfEmpty } from './seed/seed';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'];

/** LOG=0 logs nothing, LOG=<level> (error, warn, …) from that level up; otherwise every request too (info). */
function loggerOption(value: string | undefined): boolean | { level: string } {
  if (value === '0') return false;
  return value && LOG_LEVELS.includes(value) ? { level: value } : true;
}

/** After SIGTERM, requests in flight get this long to finish before the process gives up. */
const SHUTDOWN_LIMIT_MS = 10_000;

async function main() {
  const config = loadConfig();
  const db = createDb(config);
  await migrateToLatest(db.kysely);
  // One clock for the app's time rules and the demo programme's first day.
  const clock = () => new Date();
  if (config.seedOnStart && (await seedIfEmpty(db, clock()))) console.log('seeded demo content');
  const app = await buildApp({ config, db, clock, logger: loggerOption(process.env.LOG) });
  let closing = false;
  // Stop accepting connections, let requests in flight finish, then close the database.
  const shutDown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error(`requests still running ${SHUTDOWN_LIMIT_MS / 1000} s after ${signal}: exiting`);
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    try {
      await app.close();
      await db.kysely.destroy();
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
    app.log.info('shut down');
    process.exit(0);
  };
  // shutDown reports its own failures and ends the process.
  process.on('SIGINT', (signal) => void shutDown(signal));
  process.on('SIGTERM', (signal) => void shutDown(signal));
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
