import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { startHousekeeping } from './housekeeping.ts';
import { startJobRunner } from './jobs/job-runner.ts';
import { jobs } from './jobs/jobs.ts';
import { loggerOptions } from './logger.ts';
import { moveDiskProfileImages } from './storage/move-disk-profile-images.ts';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const db = openDatabase(config);
const { applied } = await migrateToLatest(db);
const app = await buildApp({
  config,
  db,
  logger: loggerOptions(config.logLevel, config.env === 'development' && process.stdout.isTTY),
});
// Profile images kept on the disk by earlier versions move into the database once.
await moveDiskProfileImages(db.kysely, config.dataDir, app.log);

// Drain in-flight requests, then release the database, on SIGTERM/SIGINT or a fatal error.
const stopHousekeeping = startHousekeeping(db, app.log);
let jobRunner: { stop(): Promise<void> } | undefined;

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an uncaught error');
  else app.log.info({ signal }, 'shutting down');
  stopHousekeeping();
  // The pass under way finishes (each occurrence is one transaction) before the database closes.
  await jobRunner?.stop();
  await app.close();
  await db.close();
});

if (applied.length > 0) app.log.info({ applied }, 'migrations applied');
await app.listen({ port: config.port, host: config.host });
app.mailer.start();
app.receiptReader.start();
jobRunner = startJobRunner({ db, mailer: app.mailer, config, log: app.log }, jobs, config.jobPollMs);
app.log.info(`Sorted is running at ${config.appUrl} (${db.dialect})`);
