import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { sql } from "drizzle-orm";
import { Client } from "pg";
import { afterAll, beforeAll, beforeEach } from "vitest";

import { closeDb, getDb, type Database } from "@/server/db/client";
import { resetEnvForTests } from "@/server/env";
import { closeMailTransport } from "@/server/mail/send-email";
import { stopOutboxWorker } from "@/server/outbox/outbox-runtime";

/**
 * One integration suite, two databases: with DATABASE_URL set (the "postgres integration" stage
 * of the test command) every test file gets a fresh database on that server; without it, PGlite
 * in a temporary DATA_DIR.
 */
const adminUrl = process.env.DATABASE_URL;
export const driver: "postgres" | "pglite" = adminUrl ? "postgres" : "pglite";

export type EnvVars = Record<string, string | undefined>;

/**
 * The addresses every integration test runs with. The site refuses SMTP_URL with a missing or
 * reserved-domain (.example) address, so these look real; the only SMTP server the tests use is
 * a loopback sink, and nothing leaves the machine.
 */
export const testMail = {
  domain: "alcove-showroom.com",
  owner: "owner@alcove-showroom.com",
  sender: "showroom@alcove-showroom.com",
  from: "Alcove Wallcoverings <showroom@alcove-showroom.com>",
} as const;

export type TestEnvironment = {
  dataDir: string;
  databaseUrl?: string;
  /** Changes variables for the following calls (the env is re-read). */
  setEnv(vars: EnvVars): void;
  resetTables(): Promise<void>;
  cleanup(): Promise<void>;
};

function applyEnv(vars: EnvVars) {
  for (const [key, value] of Object.entries(vars)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvForTests();
}

async function withAdmin<T>(run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function createTestEnvironment(vars: EnvVars = {}): Promise<TestEnvironment> {
  const saved = { ...process.env };
  const dataDir = await mkdtemp(join(tmpdir(), "alcove-forms-"));
  let databaseUrl: string | undefined;
  let databaseName: string | undefined;
  if (adminUrl) {
    databaseName = `forms_${randomBytes(6).toString("hex")}`;
    await withAdmin((client) => client.query(`create database ${databaseName}`));
    const url = new URL(adminUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  }
  applyEnv({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: process.env.FORMS_TEST_LOGS === "1" ? undefined : "silent",
    MAIL_FROM: testMail.from,
    OWNER_EMAIL: testMail.owner,
    SMTP_URL: undefined,
    RATE_LIMIT_MAX: "1000",
    RATE_LIMIT_WINDOW_SECONDS: "600",
    TRUSTED_PROXY_COUNT: "0",
    ...vars,
  });

  return {
    dataDir,
    databaseUrl,
    setEnv: applyEnv,
    async resetTables() {
      const db = await getDb();
      await db.execute(
        sql`truncate table consultation_pictures, consultation_requests, contact_messages, sample_request_lines, sample_requests, email_outbox, rate_limits, admin_sessions, admin_sign_in_queue, admin_known_addresses`,
      );
    },
    async cleanup() {
      await stopOutboxWorker();
      closeMailTransport();
      await closeDb();
      if (databaseName) {
        await withAdmin((client) =>
          client.query(`drop database if exists ${databaseName} with (force)`),
        );
      }
      await rm(dataDir, { recursive: true, force: true });
      for (const key of Object.keys(process.env)) {
        if (!(key in saved)) delete process.env[key];
      }
      Object.assign(process.env, saved);
      resetEnvForTests();
    },
  };
}

/**
 * The lifecycle the database suites share: one environment for the file, with the database
 * opened before the first test (on PGlite, creating it can take seconds on a busy machine);
 * before each test the clock back at `start`, `eachTest`'s variables set and every table empty;
 * everything removed after the last. Returns the environment for the tests to use.
 */
export function setUpTestEnvironment({
  clock,
  start,
  eachTest,
}: {
  clock: Clock;
  start: string;
  eachTest?: EnvVars;
}): () => TestEnvironment {
  let env: TestEnvironment | undefined;
  const current = () => {
    if (!env) throw new Error("The test environment is not ready: use it inside a test.");
    return env;
  };
  beforeAll(async () => {
    env = await createTestEnvironment();
    await getDb();
  }, 120_000);
  afterAll(async () => {
    await env?.cleanup();
  });
  beforeEach(async () => {
    clock.set(start);
    if (eachTest) current().setEnv(eachTest);
    await current().resetTables();
  });
  return current;
}

/** A clock the tests move by hand. */
export function createClock(start: string | Date) {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
    set(at: string | Date) {
      current = new Date(at).getTime();
    },
  };
}

export type Clock = ReturnType<typeof createClock>;

export async function rawCount(db: Database, table: string): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql.raw(`select count(*)::int as n from ${table}`),
  );
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}
