import "server-only";

import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { type PgDatabase, type PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { Pool } from "pg";

import { logEvent } from "@/lib/log/log-event";
import { getEnv } from "@/server/env";

import { applyMigrations } from "./migrate";
import { acquireDataDirLock } from "./pglite-lock";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseDriver = "pglite" | "postgres";

export type DatabaseHandle = {
  db: Database;
  driver: DatabaseDriver;
  migrate(): Promise<void>;
  close(): Promise<void>;
};

export type OpenDatabaseOptions = {
  /** postgres:// URL; without it, PGlite in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  poolMax?: number;
};

/**
 * Opens a database without touching the shared singleton: the server uses `getDb()`; tests and
 * tools that need a second connection (two workers on one PostgreSQL) call this directly.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolMax ?? 10);
  return openPglite(options.dataDir);
}

function openPostgres(url: string, max: number): DatabaseHandle {
  const pool = new Pool({
    connectionString: url,
    max,
    idleTimeoutMillis: 30_000,
    // A database that is down answers the visitor with the error toast in seconds, not minutes.
    connectionTimeoutMillis: 5_000,
  });
  // An idle client losing its connection must not crash the server; the pool replaces it.
  pool.on("error", (error) => logEvent("error", "db.pool_error", { error }));
  const db: Database = drizzleNodePg({ client: pool, schema });
  let closed = false;
  return {
    db,
    driver: "postgres",
    migrate: () => applyMigrations({ driver: "postgres", pool }),
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/**
 * PostgreSQL's page cache inside PGlite. initdb sets 128 MB, and PGlite keeps that memory in the
 * server's own process, where it is touched as pages are read and written (about 100 MB resident
 * at start-up, 180 MB after a few thousand submissions). The site's data is a few megabytes of
 * submissions, and the files under it stay in the operating system's cache, so 16 MB holds it
 * (docs/decisions/024-a-small-page-cache-for-the-embedded-database.md). PostgreSQL proper keeps its
 * own configuration.
 */
export const pgliteSharedBuffers = "16MB";

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const root = resolve(dataDir);
  mkdirSync(root, { recursive: true });
  const lock = acquireDataDirLock(join(root, "pglite.lock"));
  let client: PGlite;
  try {
    client = await PGlite.create({
      dataDir: join(root, "pglite"),
      startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${pgliteSharedBuffers}`],
    });
  } catch (error) {
    lock.release();
    throw error;
  }
  const db: Database = drizzlePglite({ client, schema });
  let closed = false;
  return {
    db,
    driver: "pglite",
    migrate: () => applyMigrations({ driver: "pglite", client }),
    async close() {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        lock.release();
      }
    },
  };
}

type DbState = {
  opening?: Promise<DatabaseHandle>;
  migrated?: Promise<void>;
};

// On globalThis: Next.js may load this module in several bundles (instrumentation, each route)
// and dev hot reload re-evaluates it, but PGlite must be opened once per process.
const stateKey = Symbol.for("alcove.db.state");
function state(): DbState {
  const store = globalThis as Record<symbol, DbState | undefined>;
  return (store[stateKey] ??= {});
}

/** The shared database, opened on first use with the migrations applied. */
export async function getDatabaseHandle(): Promise<DatabaseHandle> {
  const current = state();
  if (!current.opening) {
    const env = getEnv();
    const opening = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
    current.opening = opening;
    opening.catch(() => {
      if (current.opening === opening) current.opening = undefined;
    });
  }
  const handle = await current.opening;
  if (!current.migrated) {
    const migrated = handle.migrate();
    current.migrated = migrated;
    // A failed migration (database down at start-up) is tried again on the next use.
    migrated.catch(() => {
      if (current.migrated === migrated) current.migrated = undefined;
    });
  }
  await current.migrated;
  return handle;
}

export async function getDb(): Promise<Database> {
  return (await getDatabaseHandle()).db;
}

export async function closeDb(): Promise<void> {
  const current = state();
  const { opening, migrated } = current;
  current.opening = undefined;
  current.migrated = undefined;
  if (!opening) return;
  await migrated?.catch(() => undefined);
  const handle = await opening.catch(() => undefined);
  await handle?.close();
}
