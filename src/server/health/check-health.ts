import "server-only";

import { readFileSync } from "node:fs";
import { join } from "node:path";

import { sql } from "drizzle-orm";

import { logEvent } from "@/lib/log/log-event";
import { getDb, type Database } from "@/server/db/client";
import { migrationsFolder } from "@/server/db/migrate";
import { appVersion } from "@/server/runtime/app-version";
import { isShuttingDown } from "@/server/runtime/runtime-flags";

/**
 * What /api/health reports: facts an uptime check or a load balancer can act on, and nothing
 * else. No configuration, no addresses, no visitor data: the endpoint is public.
 */
export type HealthReport = {
  status: "ok" | "unavailable" | "shutting_down";
  database: "reachable" | "unreachable";
  /**
   * current: every committed migration is applied. ahead: the database has newer ones (a newer
   * release is rolling out beside this one). pending: this release's tables are not there yet.
   */
  migrations: "current" | "pending" | "ahead" | "unknown";
  /** E-mails not yet delivered; `failed` ones need the owner (retry from the inbox). */
  outbox?: { pending: number; failed: number; oldestPendingSeconds: number | null };
  version: string;
  build?: string;
};

export type HealthResult = { httpStatus: 200 | 503; report: HealthReport };

/** Longer than this and the database counts as unreachable: a health check must answer fast. */
export const healthTimeoutMs = 3_000;

type JournalEntry = { when: number };
let latestMigration: number | undefined;

/** When the newest committed migration was generated: drizzle stores it as `created_at`. */
function latestCommittedMigration(): number {
  if (latestMigration === undefined) {
    const journal = JSON.parse(
      readFileSync(join(migrationsFolder(), "meta", "_journal.json"), "utf8"),
    ) as { entries: JournalEntry[] };
    latestMigration = Math.max(0, ...journal.entries.map((entry) => entry.when));
  }
  return latestMigration;
}

type HealthRow = {
  pending: number | string;
  failed: number | string;
  oldest_pending: Date | string | null;
  last_migration: number | string | null;
};

async function readFacts(db: Database) {
  const result = await db.execute<HealthRow>(sql`
    select
      (select count(*)::int from email_outbox where status in ('pending', 'sending')) as pending,
      (select count(*)::int from email_outbox where status = 'failed') as failed,
      (select min(created_at) from email_outbox where status in ('pending', 'sending'))
        as oldest_pending,
      (select max(created_at) from drizzle.__drizzle_migrations) as last_migration
  `);
  const row = (result as unknown as { rows: HealthRow[] }).rows[0];
  if (!row) throw new Error("The health query returned no row.");
  return row;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms.`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export function migrationState(
  applied: number | null,
  committed: number,
): HealthReport["migrations"] {
  if (applied === null || applied < committed) return "pending";
  return applied > committed ? "ahead" : "current";
}

/**
 * One database check serves every health request for this long. The endpoint is public and each
 * check queries the database: a flood of requests must not turn into a flood of queries.
 */
export const healthCacheMs = 1_000;

let recent: { at: number; result: Promise<HealthResult> } | undefined;

export function resetHealthCache(): void {
  recent = undefined;
}

export async function checkHealth(
  options: { now?: Date; timeoutMs?: number; maxAgeMs?: number } = {},
): Promise<HealthResult> {
  if (isShuttingDown()) {
    // Tells a load balancer to stop sending traffic here; the database may already be closed.
    const { version, build } = appVersion();
    return {
      httpStatus: 503,
      report: {
        status: "shutting_down",
        database: "unreachable",
        migrations: "unknown",
        version,
        build,
      },
    };
  }
  const at = Date.now();
  if (recent && at - recent.at < (options.maxAgeMs ?? healthCacheMs)) return recent.result;
  const result = measureHealth(options);
  recent = { at, result };
  return result;
}

async function measureHealth(options: { now?: Date; timeoutMs?: number }): Promise<HealthResult> {
  const { version, build } = appVersion();
  const base = { version, build };
  let row: HealthRow;
  try {
    row = await withTimeout(getDb().then(readFacts), options.timeoutMs ?? healthTimeoutMs);
  } catch (error) {
    logEvent("warn", "health.database_unreachable", { error });
    return {
      httpStatus: 503,
      report: { status: "unavailable", database: "unreachable", migrations: "unknown", ...base },
    };
  }

  const now = options.now ?? new Date();
  const oldest = row.oldest_pending === null ? null : new Date(row.oldest_pending);
  const applied = row.last_migration === null ? null : Number(row.last_migration);
  const migrations = migrationState(applied, latestCommittedMigration());
  const healthy = migrations === "current" || migrations === "ahead";
  if (!healthy) logEvent("warn", "health.migrations_pending", { applied });
  return {
    httpStatus: healthy ? 200 : 503,
    report: {
      status: healthy ? "ok" : "unavailable",
      database: "reachable",
      migrations,
      outbox: {
        pending: Number(row.pending),
        failed: Number(row.failed),
        oldestPendingSeconds: oldest
          ? Math.max(0, Math.round((now.getTime() - oldest.getTime()) / 1000))
          : null,
      },
      ...base,
    },
  };
}
