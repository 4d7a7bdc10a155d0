import "server-only";

import { logEvent } from "@/lib/log/log-event";
import { closeDb, getDatabaseHandle } from "@/server/db/client";
import { installSocketAddressHook } from "@/server/forms/client-address";
import { startOutboxWorker, stopOutboxWorker } from "@/server/outbox/outbox-runtime";

type RuntimeFlags = { started?: boolean; shuttingDown?: boolean };
const flagsKey = Symbol.for("alcove.server.runtime");
function flags(): RuntimeFlags {
  const store = globalThis as Record<symbol, RuntimeFlags | undefined>;
  return (store[flagsKey] ??= {});
}

/** How long a shutdown may take before the process exits anyway. */
const shutdownTimeoutMs = 15_000;

/**
 * Everything the server process runs beside Next.js: the client-address hook, the migrations
 * (awaited, so the first request finds the tables), the e-mail worker and a clean shutdown.
 * Safe to call twice (dev reloads instrumentation): the second call does nothing.
 */
export async function startServerRuntime(): Promise<void> {
  const state = flags();
  if (state.started) return;
  state.started = true;

  installSocketAddressHook();

  try {
    const handle = await getDatabaseHandle();
    logEvent("info", "db.ready", { driver: handle.driver });
  } catch (error) {
    // The site still serves its pages; forms answer with the error toast and the worker keeps
    // trying, so the database may come back without a restart.
    logEvent("error", "db.unavailable_at_start", { error });
  }

  startOutboxWorker();

  if (process.env.NEXT_MANUAL_SIG_HANDLE === "true") {
    for (const signal of ["SIGTERM", "SIGINT"] as const) {
      process.once(signal, () => void shutdown(signal));
    }
  }
}

/** Stops the worker (the e-mail in flight finishes, claims are released), closes the database. */
export async function shutdown(signal: string): Promise<never> {
  const state = flags();
  if (!state.shuttingDown) {
    state.shuttingDown = true;
    logEvent("info", "server.shutdown", { signal });
    const timer = setTimeout(() => {
      logEvent("error", "server.shutdown_timeout", { ms: shutdownTimeoutMs });
      process.exit(1);
    }, shutdownTimeoutMs);
    timer.unref();
    try {
      await stopOutboxWorker();
      await closeDb();
    } catch (error) {
      logEvent("error", "server.shutdown_failed", { error });
      process.exit(1);
    }
  }
  process.exit(0);
}
