import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { Client } from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { closeDb, getDb, openDatabase, type Database } from "@/server/db/client";
import { listConsultationRequests, listContactMessages } from "@/server/db/queries";
import { handleConsultationSubmission } from "@/server/forms/consultation/handle-consultation";
import { handleContactSubmission } from "@/server/forms/contact/handle-contact";

import { consultationPost, contactPost } from "./support/forms";
import {
  createClock,
  createTestEnvironment,
  driver,
  type TestEnvironment,
} from "./support/test-env";

let env: TestEnvironment;
let scratch: string;
const children: ChildProcess[] = [];
const clock = createClock("2025-03-10T15:00:00Z");

beforeAll(async () => {
  env = await createTestEnvironment();
  scratch = mkdtempSync(join(tmpdir(), "alcove-backup-"));
  await getDb();
  for (let i = 0; i < 12; i++) {
    const contact = await handleContactSubmission(
      contactPost({ name: `Backup ${i}`, message: `Note ${i}`, idempotencyKey: randomUUID() }),
      { clientAddress: "192.0.2.20", now: clock.now },
    );
    expect(contact.status).toBe("success");
    const consultation = await handleConsultationSubmission(
      consultationPost({ name: `Client ${i}`, idempotencyKey: randomUUID() }),
      { clientAddress: "192.0.2.20", now: clock.now },
    );
    expect(consultation.status).toBe("success");
  }
}, 120_000);

afterEach(() => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  }
});

afterAll(async () => {
  await env.cleanup();
  rmSync(scratch, { recursive: true, force: true });
});

type Snapshot = { contacts: string[]; consultations: string[] };

async function snapshot(db: Database): Promise<Snapshot> {
  return {
    contacts: (await listContactMessages(db, 1_000)).map((m) => m.id).sort(),
    consultations: (await listConsultationRequests(db, 1_000)).map((r) => r.id).sort(),
  };
}

/** Runs one of the db scripts as an operator would, in its own process. */
function script(name: string, args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [join("scripts", "db", name), ...args], {
    cwd: process.cwd(),
    env: { ...process.env, DATABASE_URL: "", DATA_DIR: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code, output })));
}

async function expectRestoredCopy(dataDir: string, expected: Snapshot) {
  const restored = await openDatabase({ dataDir });
  try {
    await restored.migrate();
    expect(await snapshot(restored.db)).toEqual(expected);
  } finally {
    await restored.close();
  }
}

describe.runIf(driver === "pglite")("PGlite backup and restore", () => {
  it(
    "copies a stopped site's folder and restores it into a fresh one",
    { timeout: 90_000 },
    async () => {
      const expected = await snapshot(await getDb());
      expect(expected.contacts).toHaveLength(12);
      await closeDb();

      const archive = join(scratch, "offline.tar.gz");
      const backup = await script("backup.mjs", ["--data-dir", env.dataDir, "--out", archive]);
      expect(backup.output).toContain("contact_messages");
      expect(backup.code).toBe(0);
      // The site's lock was taken and given back.
      expect(existsSync(join(env.dataDir, "pglite.lock"))).toBe(false);

      const fresh = join(scratch, "restored-offline");
      const restore = await script("restore.mjs", [archive, "--data-dir", fresh]);
      expect(restore.code, restore.output).toBe(0);
      await expectRestoredCopy(fresh, expected);

      // A folder that holds a database is never overwritten.
      const again = await script("restore.mjs", [archive, "--data-dir", fresh]);
      expect(again.code).toBe(2);
      expect(again.output).toContain("already holds a database");
    },
  );

  it(
    "asks a running server for the copy instead of opening its folder",
    { timeout: 120_000 },
    async () => {
      const expected = await snapshot(await getDb());
      await closeDb();
      const server = spawn(
        process.execPath,
        [
          "--import",
          "tsx",
          "--conditions=react-server",
          "tests/integration/support/server-process.ts",
        ],
        {
          cwd: process.cwd(),
          env: { ...process.env, OUTBOX_POLL_MS: "600000" },
          stdio: ["ignore", "pipe", "pipe"],
        },
      );
      children.push(server);
      await new Promise<void>((resolve, reject) => {
        let output = "";
        server.stdout!.on("data", (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes("ready\n")) resolve();
        });
        server.on("exit", (code) => reject(new Error(`server exited with ${code}`)));
      });

      const archive = join(scratch, "online.tar.gz");
      const backup = await script("backup.mjs", [
        "--data-dir",
        env.dataDir,
        "--out",
        archive,
        "--no-verify",
      ]);
      expect(backup.code, backup.output).toBe(0);
      expect(backup.output).toContain(`pid ${server.pid}`);
      expect(backup.output).toContain("asking it for a copy");

      server.kill("SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));

      const fresh = join(scratch, "restored-online");
      const restore = await script("restore.mjs", [archive, "--data-dir", fresh]);
      expect(restore.code, restore.output).toBe(0);
      await expectRestoredCopy(fresh, expected);
    },
  );
});

describe.runIf(driver === "postgres")("PostgreSQL backup and restore", () => {
  it("dumps with pg_dump and restores into a new database", { timeout: 90_000 }, async () => {
    const expected = await snapshot(await getDb());
    expect(expected.consultations).toHaveLength(12);
    const archive = join(scratch, "site.dump");
    const source = env.databaseUrl!;
    const backup = await script("backup.mjs", ["--database-url", source, "--out", archive]);
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).not.toContain(new URL(source).password || "\u0000");

    const name = `restored_${randomBytes(5).toString("hex")}`;
    const admin = new Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const target = new URL(source);
    target.pathname = `/${name}`;
    try {
      const restore = await script("restore.mjs", [archive, "--database-url", target.toString()]);
      expect(restore.code, restore.output).toBe(0);
      const restored = await openDatabase({ databaseUrl: target.toString(), dataDir: scratch });
      try {
        expect(await snapshot(restored.db)).toEqual(expected);
      } finally {
        await restored.close();
      }
      // Restoring over a database that has the tables needs --replace.
      const again = await script("restore.mjs", [archive, "--database-url", target.toString()]);
      expect(again.code).toBe(2);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
