import "server-only";

import { mkdir, readdir, rename, unlink, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";

import { type PGlite } from "@electric-sql/pglite";

import { logEvent } from "@/lib/log/log-event";
import { getDatabaseHandle } from "@/server/db/client";
import { getEnv } from "@/server/env";

/**
 * Online backups of the embedded database. Only the server may open its PGlite folder, so
 * `npm run db:backup` (scripts/db/backup.mjs) asks the running server for a copy: it drops
 * `<id>.request` into DATA_DIR/backup-requests, and the server answers with `<id>.tar.gz` (written
 * under a temporary name, then renamed) or `<id>.error`. The file protocol is shared with that
 * script; change both together.
 *
 * The copy is PGlite's own `dumpDataDir()`, taken after a CHECKPOINT while no transaction and no
 * query runs, so it is a consistent image of the folder.
 */
export const backupRequestsFolder = "backup-requests";
const requestSuffix = ".request";
const validId = /^[A-Za-z0-9-]{1,64}$/;
const pollMs = 1_000;

type WatcherState = { timer?: NodeJS.Timeout; running?: Promise<void> };
const stateKey = Symbol.for("alcove.runtime.backupRequests");
function state(): WatcherState {
  const store = globalThis as Record<symbol, WatcherState | undefined>;
  return (store[stateKey] ??= {});
}

type DumpablePglite = PGlite & {
  /** PGlite's transaction lock (what `transaction()` holds); not in its public types. */
  _runExclusiveTransaction?: <T>(fn: () => Promise<T>) => Promise<T>;
};

function pgliteClient(db: unknown): DumpablePglite | undefined {
  const client = (db as { $client?: unknown }).$client;
  return client && typeof (client as PGlite).dumpDataDir === "function"
    ? (client as DumpablePglite)
    : undefined;
}

/** A gzip tarball of the running server's PGlite folder. */
export async function dumpRunningPglite(): Promise<Buffer> {
  const handle = await getDatabaseHandle();
  const client = handle.driver === "pglite" ? pgliteClient(handle.db) : undefined;
  if (!client) throw new Error("This server does not use the embedded database.");
  // The checkpoint writes every committed change into the data files, so the copy opens
  // without replaying the log. `query`/`exec` take the transaction lock themselves, so it runs
  // before the dump takes that lock to keep transactions out of the copy.
  await client.exec("CHECKPOINT");
  const dump = () => client.dumpDataDir("gzip");
  const archive = await (client._runExclusiveTransaction
    ? client._runExclusiveTransaction(dump)
    : dump());
  return Buffer.from(await archive.arrayBuffer());
}

async function answer(folder: string, id: string): Promise<void> {
  const started = Date.now();
  try {
    const archive = await dumpRunningPglite();
    const partial = join(folder, `${id}.tar.gz.partial`);
    await writeFile(partial, archive, { mode: 0o600 });
    await rename(partial, join(folder, `${id}.tar.gz`));
    logEvent("info", "backup.created", { id, bytes: archive.length, ms: Date.now() - started });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await writeFile(join(folder, `${id}.error`), message, { mode: 0o600 }).catch(() => undefined);
    logEvent("error", "backup.failed", { id, error });
  }
}

async function checkForRequests(folder: string): Promise<void> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch {
    return;
  }
  for (const name of names) {
    if (!name.endsWith(requestSuffix)) continue;
    const id = name.slice(0, -requestSuffix.length);
    // Claim the request first, so that a slow dump is never started twice.
    try {
      await unlink(join(folder, name));
    } catch {
      continue;
    }
    if (validId.test(id)) await answer(folder, id);
  }
}

export function startBackupRequestWatcher(): void {
  const current = state();
  if (current.timer) return;
  const folder = join(resolve(getEnv().DATA_DIR), backupRequestsFolder);
  void mkdir(folder, { recursive: true, mode: 0o700 }).catch(() => undefined);
  current.timer = setInterval(() => {
    if (current.running) return;
    current.running = checkForRequests(folder).finally(() => {
      current.running = undefined;
    });
  }, pollMs);
  current.timer.unref();
}

/** Stops looking for requests and lets a backup being written finish. */
export async function stopBackupRequestWatcher(): Promise<void> {
  const current = state();
  if (current.timer) clearInterval(current.timer);
  current.timer = undefined;
  await current.running;
}
