import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";

import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { closeDb, getDb } from "@/server/db/client";
import { listContactMessages } from "@/server/db/queries";
import { DataDirLockedError } from "@/server/db/pglite-lock";
import { handleContactSubmission } from "@/server/forms/contact/handle-contact";

import { contactPost } from "./support/forms";
import { createTestEnvironment, driver, type TestEnvironment } from "./support/test-env";

let env: TestEnvironment;
const children: ChildProcess[] = [];

// Each test starts a real server process; on a busy machine that takes a while.
const processTimeout = 120_000;

beforeAll(async () => {
  env = await createTestEnvironment();
  // Create the database here, so that the child processes only open it.
  await getDb();
  await closeDb();
}, processTimeout);

afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  }
  await closeDb();
});

afterAll(async () => {
  await env.cleanup();
});

/** Starts a server process on the test's database and waits until it has migrated. */
async function startServerProcess(): Promise<ChildProcess> {
  // Node itself with tsx as a loader, so that the child's pid is the server's pid.
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "--conditions=react-server", "tests/integration/support/server-process.ts"],
    {
      cwd: process.cwd(),
      env: { ...process.env, NEXT_MANUAL_SIG_HANDLE: "true", OUTBOX_POLL_MS: "600000" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  children.push(child);
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("ready\n")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return child;
}

function exitOf(child: ChildProcess): Promise<{ code: number | null; signal: string | null }> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve({ code: child.exitCode, signal: child.signalCode });
    } else child.once("exit", (code, signal) => resolve({ code, signal }));
  });
}

const lockPath = () => join(env.dataDir, "pglite.lock");

describe(`server process (${driver})`, () => {
  it(
    "migrates at start and shuts down cleanly on SIGTERM",
    { timeout: processTimeout },
    async () => {
      await closeDb();
      const child = await startServerProcess();
      if (driver === "pglite") expect(existsSync(lockPath())).toBe(true);
      child.kill("SIGTERM");
      expect(await exitOf(child)).toEqual({ code: 0, signal: null });
      expect(existsSync(lockPath())).toBe(false);
      // The database is usable by the next process.
      expect(
        (await handleContactSubmission(contactPost(), { clientAddress: "192.0.2.1" })).status,
      ).toBe("success");
      expect(await listContactMessages(await getDb())).toHaveLength(1);
    },
  );

  describe.runIf(driver === "pglite")("PGlite folder lock", () => {
    it(
      "refuses a second process with a clear message while the first runs",
      { timeout: processTimeout },
      async () => {
        await closeDb();
        const child = await startServerProcess();
        const error = await getDb().catch((e: unknown) => e);
        expect(error).toBeInstanceOf(DataDirLockedError);
        expect((error as Error).message).toContain(`in use by process ${child.pid}`);
        expect((error as Error).message).toContain("DATA_DIR");
        const state = await handleContactSubmission(contactPost(), { clientAddress: "192.0.2.2" });
        expect(state.status).toBe("error");
        child.kill("SIGTERM");
        await exitOf(child);
      },
    );

    it(
      "takes over the lock of a process that was killed",
      { timeout: processTimeout },
      async () => {
        await closeDb();
        const child = await startServerProcess();
        child.kill("SIGKILL");
        expect((await exitOf(child)).signal).toBe("SIGKILL");
        expect(existsSync(lockPath())).toBe(true);
        await expect(getDb()).resolves.toBeDefined();
        expect(
          (
            await handleContactSubmission(contactPost({ name: "After crash" }), {
              clientAddress: "192.0.2.3",
            })
          ).status,
        ).toBe("success");
      },
    );

    it("takes over a lock whose pid no longer exists", async () => {
      await closeDb();
      const dead = spawn(process.execPath, ["-e", ""]);
      await exitOf(dead);
      writeFileSync(
        lockPath(),
        JSON.stringify({ pid: dead.pid, host: hostname(), since: new Date().toISOString() }),
      );
      await expect(getDb()).resolves.toBeDefined();
    });
  });
});
