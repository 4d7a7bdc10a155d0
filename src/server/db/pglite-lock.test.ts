import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { acquireDataDirLock, DataDirLockedError } from "./pglite-lock";

let folder: string;
let lockPath: string;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), "alcove-lock-"));
  lockPath = join(folder, "pglite.lock");
});

afterEach(() => {
  rmSync(folder, { recursive: true, force: true });
});

function writeLock(pid: number, host = hostname()) {
  writeFileSync(lockPath, JSON.stringify({ pid, host, since: "2025-01-01T00:00:00Z" }));
}

async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""]);
  await new Promise((resolve) => child.once("exit", resolve));
  return child.pid!;
}

describe("PGlite data folder lock", () => {
  it("writes our pid and removes the file on release", () => {
    const lock = acquireDataDirLock(lockPath);
    expect(JSON.parse(readFileSync(lockPath, "utf8"))).toMatchObject({
      pid: process.pid,
      host: hostname(),
    });
    lock.release();
    expect(existsSync(lockPath)).toBe(false);
  });

  it("refuses a second lock in the same process", () => {
    const lock = acquireDataDirLock(lockPath);
    expect(() => acquireDataDirLock(lockPath)).toThrow(DataDirLockedError);
    lock.release();
    acquireDataDirLock(lockPath).release();
  });

  it("refuses a folder held by a live process, naming it", () => {
    writeLock(process.ppid);
    expect(() => acquireDataDirLock(lockPath)).toThrow(`in use by process ${process.ppid}`);
    expect(existsSync(lockPath)).toBe(true);
  });

  it("refuses a lock written on another machine", () => {
    writeLock(1, "some-other-host");
    expect(() => acquireDataDirLock(lockPath)).toThrow(DataDirLockedError);
  });

  it("takes over the lock of a dead process", async () => {
    writeLock(await deadPid());
    const lock = acquireDataDirLock(lockPath);
    expect(JSON.parse(readFileSync(lockPath, "utf8")).pid).toBe(process.pid);
    lock.release();
  });

  it("takes over an unreadable lock file", () => {
    writeFileSync(lockPath, "{half a");
    acquireDataDirLock(lockPath).release();
  });

  it("does not remove a lock that another process took over after release", () => {
    const lock = acquireDataDirLock(lockPath);
    writeLock(process.ppid);
    lock.release();
    expect(existsSync(lockPath)).toBe(true);
  });
});
