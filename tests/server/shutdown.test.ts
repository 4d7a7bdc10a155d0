import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { openDatabase } from "@/server/db/client";
import { listContactMessages, listOutboxMessagesFor } from "@/server/db/queries";

import { startBurst, type Attempt } from "./support/burst";
import { findContactAction, type ContactAction } from "./support/contact-action";
import {
  assertBuilt,
  buildDir,
  startProductionServer,
  type ProductionServer,
} from "./support/production-server";

/**
 * The production server under a burst of contact-form posts, stopped once politely (SIGTERM) and
 * once brutally (SIGKILL), then started again on the same data folder. Every submission the
 * visitor saw acknowledged must still be there, and the second start must clean up after the
 * killed one by itself.
 */
let dataDir: string;
const running: ProductionServer[] = [];
const serverEnv = {
  // One client address posts everything: the limit is raised for the test.
  RATE_LIMIT_MAX: "1000000",
  OUTBOX_POLL_MS: "1000",
};

beforeAll(() => {
  assertBuilt();
  dataDir = mkdtempSync(join(tmpdir(), "alcove-shutdown-"));
});

afterEach(async () => {
  for (const server of running.splice(0)) await server.stop("SIGKILL");
});

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(): Promise<ProductionServer> {
  const server = await startProductionServer({ dataDir, env: serverEnv });
  running.push(server);
  return server;
}

/** The messages in the folder, read with the site's own database module once nothing runs. */
async function storedMessages() {
  const handle = await openDatabase({ dataDir });
  try {
    const messages = await listContactMessages(handle.db, 100_000);
    const outboxRows = await Promise.all(
      messages.map((m) => listOutboxMessagesFor(handle.db, "contact", m.id)),
    );
    return messages.map((message, index) => ({
      name: message.name,
      outbox: outboxRows[index]!.length,
    }));
  } finally {
    await handle.close();
  }
}

async function burstThenSignal(
  server: ProductionServer,
  action: ContactAction,
  signal: NodeJS.Signals,
  label: string,
): Promise<Attempt[]> {
  const burst = startBurst(server.url, action, { concurrency: 8, label });
  // Let it run until plenty were acknowledged, then stop the server in the middle of it.
  const deadline = Date.now() + 30_000;
  while (burst.acknowledged().length < 40 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  server.child.kill(signal);
  const exit = await server.exited;
  const attempts = await burst.finish();
  if (signal === "SIGTERM") {
    expect(exit, server.lines.slice(-20).join("\n")).toEqual({ code: 0, signal: null });
  } else {
    expect(exit.signal).toBe("SIGKILL");
  }
  return attempts;
}

describe("the production server keeps every acknowledged submission", () => {
  let action: ContactAction;
  const everyAttempt: Attempt[] = [];

  it("on SIGTERM: drains the requests in flight, closes the database and exits 0", async () => {
    const server = await start();
    action = await findContactAction(server.url, buildDir());
    const attempts = await burstThenSignal(server, action, "SIGTERM", "term");
    everyAttempt.push(...attempts);

    const acknowledged = attempts.filter((a) => a.acknowledged);
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);
    // Nothing answered with an error page while shutting down.
    expect(attempts.filter((a) => a.status !== undefined && !a.acknowledged)).toEqual([]);

    const events = server.events();
    const shutdown = events.find((e) => e.event === "server.shutdown");
    const stopped = events.find((e) => e.event === "server.stopped");
    expect(shutdown).toMatchObject({ signal: "SIGTERM" });
    expect(stopped).toBeDefined();
    // A clean stop gives the folder back.
    expect(existsSync(join(dataDir, "pglite.lock"))).toBe(false);

    const stored = await storedMessages();
    const storedNames = new Set(stored.map((m) => m.name));
    const termNames = stored.filter((m) => m.name.startsWith("term ")).map((m) => m.name);
    // Exactly the acknowledged ones: a request taken before the signal was answered, not cut off.
    expect(termNames.sort()).toEqual(acknowledged.map((a) => a.name).sort());
    for (const attempt of acknowledged) expect(storedNames.has(attempt.name)).toBe(true);
    // Each with its two e-mails, written in the same transaction.
    expect(stored.every((m) => m.outbox === 2)).toBe(true);
  });

  it("on SIGKILL: loses nothing acknowledged, and the next start takes over the stale lock", async () => {
    const server = await start();
    const attempts = await burstThenSignal(server, action, "SIGKILL", "kill");
    everyAttempt.push(...attempts);
    const acknowledged = attempts.filter((a) => a.acknowledged);
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);

    // What a killed process leaves behind: its lock file, naming a process that is gone.
    const lockPath = join(dataDir, "pglite.lock");
    expect(existsSync(lockPath)).toBe(true);
    expect(JSON.parse(readFileSync(lockPath, "utf8"))).toMatchObject({ pid: server.pid });

    // The next start recovers by itself: healthy, and it takes new submissions.
    const restarted = await start();
    const health = (await (await fetch(`${restarted.url}/api/health`)).json()) as Record<
      string,
      unknown
    >;
    expect(health).toMatchObject({ status: "ok", database: "reachable", migrations: "current" });
    const after = startBurst(restarted.url, action, { concurrency: 2, label: "after" });
    while (after.acknowledged().length < 5) await new Promise((r) => setTimeout(r, 20));
    const afterAttempts = await after.finish();
    everyAttempt.push(...afterAttempts);
    expect(await restarted.stop("SIGTERM")).toEqual({ code: 0, signal: null });

    const stored = await storedMessages();
    const storedNames = new Set(stored.map((m) => m.name));
    for (const attempt of everyAttempt.filter((a) => a.acknowledged)) {
      expect(storedNames.has(attempt.name), attempt.name).toBe(true);
    }
    // Nothing appears that nobody sent, and nothing twice.
    const attempted = new Set(everyAttempt.map((a) => a.name));
    expect(stored.every((m) => attempted.has(m.name))).toBe(true);
    expect(storedNames.size).toBe(stored.length);
    expect(stored.every((m) => m.outbox === 2)).toBe(true);
  });
});
