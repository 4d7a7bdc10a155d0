import "server-only";

import { loopbackBindAddress, loopbackBindMessage } from "@/lib/config/bind-address";
import { logEvent } from "@/lib/log/log-event";
import { closeDb, getDatabaseHandle } from "@/server/db/client";
import { getEnv } from "@/server/env";
import { installSocketAddressHook } from "@/server/forms/client-address";
import { startOutboxWorker, stopOutboxWorker } from "@/server/outbox/outbox-runtime";

import { appVersion } from "./app-version";
import { startBackupRequestWatcher, stopBackupRequestWatcher } from "./backup-requests";
import { installPostScreening } from "./post-screening";
import {
  acceptQueuedConnections,
  closeAllConnections,
  inFlightRequestCount,
  installRequestTracking,
  stopAcceptingRequests,
  waitForInFlightRequests,
} from "./request-tracking";
import { runtimeFlags } from "./runtime-flags";

/**
 * How long a shutdown may take before the process exits anyway (code 1). Orchestrators must wait
 * longer than this before their SIGKILL: `stop_grace_period: 30s` in deploy/compose.yaml.
 */
export const shutdownTimeoutMs = 25_000;

/** How long requests already taken may run on after SIGTERM. */
export const drainTimeoutMs = 15_000;

/**
 * Everything the server process runs beside Next.js: request ids and in-flight tracking, the
 * client-address hook, the screening of posts before Next.js reads them, the migrations
 * (awaited, so the first request finds the tables), the e-mail worker, online backups of an
 * embedded database and a clean shutdown. Safe to call twice (dev reloads instrumentation): the
 * second call does nothing.
 */
export async function startServerRuntime(): Promise<void> {
  const flags = runtimeFlags();
  if (flags.started) return;
  flags.started = true;

  // Refused outright: started this way, the site would answer filtered listings and form pages
  // with a redirect loop while everything else looked fine.
  const loopback = loopbackBindAddress(process.argv, process.env);
  if (loopback) {
    logEvent("error", "server.loopback_hostname", {
      hostname: loopback,
      message: loopbackBindMessage(loopback),
    });
    process.exit(1);
  }

  installRequestTracking();
  installSocketAddressHook();
  // After the two above: a refused post is logged with its request id.
  installPostScreening();
  // A crash still crashes (and the process manager restarts the site), but it leaves a JSON line
  // a log collector can alert on, not only Node's text trace.
  process.on("uncaughtExceptionMonitor", (error, origin) => {
    logEvent("error", "process.crashed", { origin, error });
  });

  let driver: string | undefined;
  try {
    const handle = await getDatabaseHandle();
    driver = handle.driver;
    logEvent("info", "db.ready", { driver });
  } catch (error) {
    // The site still serves its pages; forms answer with the error toast, /api/health answers
    // 503 and the worker keeps trying, so the database may come back without a restart.
    logEvent("error", "db.unavailable_at_start", { error });
  }

  startOutboxWorker();
  if (!getEnv().DATABASE_URL) startBackupRequestWatcher();

  const manualSignals = process.env.NEXT_MANUAL_SIG_HANDLE === "true";
  if (manualSignals) {
    // `on`, not `once`: Ctrl+C reaches both `npm start`'s wrapper and this process, and the
    // wrapper forwards it, so a second signal must not fall back to the default (instant death).
    for (const signal of ["SIGTERM", "SIGINT"] as const) {
      process.on(signal, () => void shutdown(signal));
    }
  }

  const version = appVersion();
  logEvent("info", "server.started", {
    pid: process.pid,
    port: process.env.PORT,
    node: process.version,
    version: version.version,
    build: version.build,
    driver,
    gracefulShutdown: manualSignals,
  });
}

/**
 * A clean stop, in order: stop accepting connections; let the requests already taken finish
 * (each acknowledged submission is committed before its response); let the e-mail being sent
 * finish and give the rest of the worker's batch back to the outbox; close the database (PGlite
 * writes a checkpoint and frees its lock file); exit 0.
 */
export async function shutdown(signal: string): Promise<never> {
  const flags = runtimeFlags();
  if (!flags.shuttingDown) {
    flags.shuttingDown = true;
    const started = Date.now();
    logEvent("info", "server.shutdown", { signal, inFlight: inFlightRequestCount() });
    const timer = setTimeout(() => {
      logEvent("error", "server.shutdown_timeout", {
        ms: shutdownTimeoutMs,
        inFlight: inFlightRequestCount(),
      });
      process.exit(1);
    }, shutdownTimeoutMs);
    timer.unref();
    try {
      // Connections the kernel has already queued for a busy server are accepted (and then
      // answered) instead of reset by closing the listener.
      await acceptQueuedConnections();
      stopAcceptingRequests();
      // The worker stops in parallel: submissions still arriving stay pending for the next start
      // (or another instance) instead of holding this one up.
      const workerStopped = stopOutboxWorker();
      const drained = await waitForInFlightRequests(drainTimeoutMs);
      if (!drained) {
        logEvent("warn", "server.drain_timeout", {
          ms: drainTimeoutMs,
          inFlight: inFlightRequestCount(),
        });
      }
      closeAllConnections();
      await workerStopped;
      await stopBackupRequestWatcher();
      await closeDb();
      logEvent("info", "server.stopped", { signal, ms: Date.now() - started });
    } catch (error) {
      logEvent("error", "server.shutdown_failed", { error });
      process.exit(1);
    }
  }
  process.exit(0);
}
