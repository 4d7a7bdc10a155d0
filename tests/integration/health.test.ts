import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { GET } from "@/app/api/health/route";
import { closeDb, getDb } from "@/server/db/client";
import { handleContactSubmission } from "@/server/forms/contact/handle-contact";
import { checkHealth, migrationState, resetHealthCache } from "@/server/health/check-health";
import { runtimeFlags } from "@/server/runtime/runtime-flags";

import { contactPost } from "./support/forms";
import { closedPort } from "./support/smtp-sink";
import { createTestEnvironment, driver, type TestEnvironment, testMail } from "./support/test-env";

let env: TestEnvironment;

beforeAll(async () => {
  env = await createTestEnvironment({
    SMTP_URL: "smtp://mailer:s3cret-password@127.0.0.1:2525",
  });
  await getDb();
}, 120_000);

afterAll(async () => {
  await env.cleanup();
});

beforeEach(async () => {
  resetHealthCache();
  await env.resetTables();
});

afterEach(() => {
  runtimeFlags().shuttingDown = undefined;
});

async function submit(count: number) {
  for (let i = 0; i < count; i++) {
    const state = await handleContactSubmission(
      contactPost({ name: `Health ${i}`, message: `Message ${i}` }),
      { clientAddress: "198.51.100.4" },
    );
    expect(state.status).toBe("success");
  }
}

describe(`GET /api/health (${driver})`, () => {
  it("answers 200 with the outbox counts, never cached", async () => {
    await submit(2);
    const db = await getDb();
    // One e-mail that gave up: the owner has to act on it, and an alert should say so.
    await db.execute(sql`update email_outbox set status = 'failed' where id = (
      select id from email_outbox order by created_at limit 1)`);

    const response = await GET();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      status: "ok",
      database: "reachable",
      migrations: "current",
      outbox: { pending: 3, failed: 1 },
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
    });
    expect((body.outbox as { oldestPendingSeconds: number }).oldestPendingSeconds).toBeTypeOf(
      "number",
    );
  });

  it("reports no waiting mail as null age", async () => {
    const { httpStatus, report } = await checkHealth();
    expect(httpStatus).toBe(200);
    expect(report.outbox).toEqual({ pending: 0, failed: 0, oldestPendingSeconds: null });
  });

  it("never shows configuration or visitor data", async () => {
    await submit(1);
    const text = await (await GET()).text();
    for (const secret of [
      "s3cret-password",
      "mailer",
      testMail.owner,
      "showroom@",
      "sam.rivera",
      "Sam Rivera",
      "grasscloth",
      env.dataDir,
      "postgres://",
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it("answers 503 when the database cannot be reached", async () => {
    await closeDb();
    const port = await closedPort();
    env.setEnv({ DATABASE_URL: `postgres://alcove:pw@127.0.0.1:${port}/alcove` });
    try {
      const response = await GET();
      expect(response.status).toBe(503);
      expect(response.headers.get("cache-control")).toContain("no-store");
      const body = (await response.json()) as Record<string, unknown>;
      expect(body).toMatchObject({ status: "unavailable", database: "unreachable" });
      expect(body).not.toHaveProperty("outbox");
      expect(JSON.stringify(body)).not.toContain(String(port));
    } finally {
      await closeDb();
      env.setEnv({ DATABASE_URL: env.databaseUrl });
    }
    resetHealthCache();
    expect((await GET()).status).toBe(200);
  });

  it("answers a burst of checks with one database query", async () => {
    const first = checkHealth();
    const again = checkHealth();
    expect(await again).toBe(await first);
    await submit(1);
    // Within a second the same answer is reused; after it, the check runs again.
    expect((await checkHealth()).report.outbox?.pending).toBe(0);
    expect((await checkHealth({ maxAgeMs: 0 })).report.outbox?.pending).toBe(2);
  });

  it("answers 503 while the server shuts down, without touching the database", async () => {
    runtimeFlags().shuttingDown = true;
    const response = await GET();
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: "shutting_down" });
  });

  it("answers 503 when the database lacks this release's migrations", async () => {
    const db = await getDb();
    await db.execute(sql`update drizzle.__drizzle_migrations set created_at = created_at - 1`);
    try {
      const { httpStatus, report } = await checkHealth();
      expect(httpStatus).toBe(503);
      expect(report.migrations).toBe("pending");
      resetHealthCache();
    } finally {
      await db.execute(sql`update drizzle.__drizzle_migrations set created_at = created_at + 1`);
    }
  });
});

describe("migration state", () => {
  it("tells current, pending and ahead apart", () => {
    expect(migrationState(100, 100)).toBe("current");
    expect(migrationState(99, 100)).toBe("pending");
    expect(migrationState(null, 100)).toBe("pending");
    // A newer release already migrated the shared database: still healthy.
    expect(migrationState(101, 100)).toBe("ahead");
  });
});
