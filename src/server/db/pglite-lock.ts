import "server-only";

import { closeSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from "node:fs";
import { hostname } from "node:os";

/**
 * An exclusive lock file beside a PGlite data folder. PGlite is one process's database: a second
 * opener (another `next start`, a build worker, a test) can corrupt the folder, so it must fail
 * fast instead. A lock left by a process that died is recognised by its pid and taken over.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The database folder is in use by process ${holder.pid} on ${holder.host} (lock file ${lockPath}). ` +
        "Stop that process, or give this one its own DATA_DIR, or set DATABASE_URL to use PostgreSQL.",
    );
    this.name = "DataDirLockedError";
  }
}

export type LockHolder = { pid: number; host: string; since: string };

export type DataDirLock = { path: string; release(): void };

/** Locks this process holds, shared by every bundle that includes this module. */
const heldKey = Symbol.for("alcove.pglite.heldLocks");
const held: Set<string> =
  ((globalThis as Record<symbol, unknown>)[heldKey] as Set<string> | undefined) ??
  new Set<string>();
(globalThis as Record<symbol, unknown>)[heldKey] = held;

function readHolder(path: string): LockHolder | undefined {
  try {
    const parsed: unknown = JSON.parse(readFileSync(path, "utf8"));
    if (parsed && typeof parsed === "object" && "pid" in parsed && "host" in parsed) {
      const { pid, host, since } = parsed as Record<string, unknown>;
      if (typeof pid === "number" && typeof host === "string") {
        return { pid, host, since: typeof since === "string" ? since : "" };
      }
    }
  } catch {
    // Unreadable or half-written: treated as stale below.
  }
  return undefined;
}

/** Whether the holder may still be using the folder. */
function isAlive(holder: LockHolder): boolean {
  // A lock written on another machine (a shared volume) cannot be checked from here.
  if (holder.host !== hostname()) return true;
  // Our own pid on a lock we do not hold: a previous run in a container that reused the pid.
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function tryCreate(path: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, "wx", 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
  try {
    const holder: LockHolder = {
      pid: process.pid,
      host: hostname(),
      since: new Date().toISOString(),
    };
    writeSync(fd, JSON.stringify(holder));
  } finally {
    closeSync(fd);
  }
  return true;
}

export function acquireDataDirLock(path: string): DataDirLock {
  if (held.has(path)) {
    throw new DataDirLockedError(path, { pid: process.pid, host: hostname(), since: "" });
  }
  for (let attempt = 0; attempt < 3; attempt++) {
    if (tryCreate(path)) return lockHandle(path);
    const holder = readHolder(path);
    if (holder && isAlive(holder)) throw new DataDirLockedError(path, holder);
    // Move the stale lock aside rather than deleting it: if another process replaced it with a
    // fresh lock in the meantime, we notice and give that lock back.
    const aside = `${path}.stale-${process.pid}-${Date.now()}`;
    try {
      renameSync(path, aside);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
      throw error;
    }
    const moved = readHolder(aside);
    if (moved && holder && moved.pid !== holder.pid && isAlive(moved)) {
      renameSync(aside, path);
      throw new DataDirLockedError(path, moved);
    }
    unlinkSync(aside);
  }
  const holder = readHolder(path) ?? { pid: -1, host: "unknown", since: "" };
  throw new DataDirLockedError(path, holder);
}

function lockHandle(path: string): DataDirLock {
  held.add(path);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    held.delete(path);
    process.off("exit", release);
    try {
      const holder = readHolder(path);
      if (holder?.pid === process.pid) unlinkSync(path);
    } catch {
      // Already gone.
    }
  };
  // A normal exit that skipped closeDb() still frees the folder for the next start.
  process.on("exit", release);
  return { path, release };
}
