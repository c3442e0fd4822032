import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app.js';
import { ConfigError, fastPasswordHashWarning, loadConfig, weakCaptchaWarning } from './config.js';
import { withAdvisoryLock } from './db/advisory-lock.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { openDatabase } from './db/open.js';
import { seedDatabase } from './db/seed/seed.js';
import { flushAnalyticsEvents } from './features/analytics/event-queue.js';
import { runGeocoding } from './features/geocoding/geocoding.service.js';
import { recoverInterruptedImports } from './features/imports/import-batches.service.js';
import { runInsightReports } from './features/insights/insight-reports.service.js';
import { deleteExpiredApplications } from './features/jobs/application-retention.service.js';
import { resumeFiles } from './features/jobs/job-applications.service.js';
import { runJobMaintenance } from './features/jobs/job-postings.service.js';
import { runConfirmationReminders } from './features/listing-upkeep/listing-upkeep.service.js';
import { testModeWarning } from './features/payments/payment-config.js';
import { runPaymentMaintenance } from './features/payments/webhooks.service.js';
import { photoFiles, privatizeUnapprovedPhotos } from './features/photos/photo-files.service.js';
import { refreshGoogleReviews } from './features/reviews/reviews.service.js';
import {
  ensureBootstrapAdmin,
  ensureFirstAdmin,
  printFirstAdmin,
} from './platform/auth/create-admin.js';
import { backupSourceOf } from './platform/backup/commands.js';
import { answerBackupRequests } from './platform/backup/live-backup.js';
import { pruneDirectoryChanges } from './platform/directory-cache.js';
import { batchedStdout, createLogger, serializeError } from './platform/logger.js';
import { deleteOldSentMail } from './platform/mail/sent-mail-retention.js';
import { type MailWorker, startMailWorker } from './platform/mail/worker.js';
import { startMaintenance } from './platform/maintenance.js';
import type { PeriodicTask } from './platform/periodic-task.js';
import { createStorage } from './platform/storage/create-storage.js';
import { removeOrphanFiles } from './platform/stored-files.js';
import { ensureWebBuild, WEB_DIST_DIR } from './platform/web-build.js';

/** How long an idle kept-alive connection stays open (see the server's start below). */
const KEEP_ALIVE_MS = 65_000;

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, batchedStdout());

  const webDir = config.webDistDir ?? WEB_DIST_DIR;
  await ensureWebBuild(config.buildWeb, logger, webDir);

  const opened = await openDatabase(config, logger);
  const { database } = opened;
  const storage = createStorage(config);
  // Each step looks before it writes; servers starting together on one database
  // take turns, so the demo directory and the first admin are made once.
  const firstAdmin = await withAdvisoryLock(
    database.db,
    'start-up',
    async () => {
      if (config.seed === 'demo') {
        await seedDatabase({
          db: database.db,
          uploadsDir: config.uploadsDir,
          logger,
          imageCacheDir: config.seedImageCacheDir,
        });
      }
      await privatizeUnapprovedPhotos({ db: database.db, storage, logger });
      await ensureBootstrapAdmin({ config, db: database.db, logger });
      return ensureFirstAdmin({ config, db: database.db });
    },
    { onWait: () => logger.info('waiting for another server to finish its start-up') },
  );
  if (firstAdmin) printFirstAdmin(firstAdmin);
  // Before anyone reads the import history: a batch this server's last run was writing
  // when it died says so. The maintenance pass repeats it for other servers' deaths.
  await recoverInterruptedImports({ db: database.db, logger });

  for (const warning of [
    testModeWarning(config),
    weakCaptchaWarning(config),
    fastPasswordHashWarning(config),
  ]) {
    if (warning) logger.warn(warning);
  }

  const app = createApp({ config, database, logger, webDir, storage });
  let mailWorker: MailWorker | undefined;
  let maintenance: PeriodicTask | undefined;
  const listening = serve(
    { fetch: app.fetch, port: config.port, hostname: config.host },
    (info) => {
      logger.info('listening', {
        url: config.publicUrl,
        port: info.port,
        database: database.kind,
        dataDir: config.databaseUrl ? undefined : config.dataDir,
      });
      mailWorker = startMailWorker({
        db: database.db,
        config,
        logger,
        soleProcess: database.kind === 'pglite',
      });
      maintenance = startMaintenance({
        db: database.db,
        logger,
        intervalMs: config.maintenanceIntervalMs,
        tasks: [
          () => runJobMaintenance(database.db),
          () => runPaymentMaintenance({ db: database.db, config, logger }),
          () => refreshGoogleReviews({ db: database.db, config, logger }),
          () => runInsightReports({ db: database.db, config, logger }),
          () => runConfirmationReminders({ db: database.db, config, logger }),
          () => pruneDirectoryChanges(database.db),
          () => recoverInterruptedImports({ db: database.db, logger }),
          // Before the clean-up of stored files, so a resume this misses is removed there.
          () => deleteExpiredApplications({ db: database.db, storage, config, logger }),
          () => deleteOldSentMail({ db: database.db, days: config.retention.sentMailDays, logger }),
          () =>
            removeOrphanFiles({
              storage,
              logger,
              owners: [photoFiles({ db: database.db }), resumeFiles({ db: database.db })],
            }),
          // Last: a batch may wait minutes for the Census, and must not hold up the rest.
          // Coordinates for new, changed and failed addresses (GEOCODER=census only).
          () => runGeocoding({ db: database.db, config, logger }),
        ],
      });
    },
  );

  const server = listening as Server;
  // An idle kept-alive connection is closed after a minute, not Node's 5 s: a client (a
  // proxy, a load balancer with a 60 s idle timeout, the browser tests' API client) that
  // sends on it just as the server closes it gets a reset (ECONNRESET) instead of an
  // answer. The headers of a request must still come within headersTimeout.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    const force = setTimeout(() => {
      logger.warn('requests did not drain in time; closing anyway');
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // Stop accepting, let in-flight requests finish, then close the database. A connection
    // whose request finishes now would stay open as idle for KEEP_ALIVE_MS: closed at once.
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    server.close(async () => {
      clearTimeout(force);
      clearInterval(idle);
      try {
        await mailWorker?.stop();
        await maintenance?.stop();
        await flushAnalyticsEvents(database.db);
        await opened.close();
      } finally {
        logger.info('stopped');
        process.exit(0);
      }
    });
    server.closeIdleConnections();
  };
  // `npm run backup` asks the embedded database's server to write the archive.
  if (database.kind === 'pglite')
    answerBackupRequests({
      dataDir: config.dataDir,
      logger,
      source: () =>
        backupSourceOf(config, database, (db) => [photoFiles({ db }), resumeFiles({ db })]),
    });
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error('BCS Local failed to start:', serializeError(err));
  }
  process.exit(1);
});
