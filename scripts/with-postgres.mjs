#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL cluster:
//   node scripts/with-postgres.mjs -- npm exec -- vitest run tests/integration
// initdb into a temporary folder, start on a free loopback port (socket in that folder too),
// create a database, run the command with DATABASE_URL set, then stop and delete the cluster,
// also when the command fails or the run is interrupted. PostgreSQL refuses to run as root, so
// as root the server programs run as the `postgres` user.
// With TEST_DATABASE_URL set, the command runs against that server instead (each integration
// test file creates and drops a database of its own there, so its user needs CREATEDB).
import { spawn, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { findPostgres } from "./system-tools.mjs";

const separator = process.argv.indexOf("--");
const command = separator === -1 ? process.argv.slice(2) : process.argv.slice(separator + 1);
if (command.length === 0) {
  console.error("usage: node scripts/with-postgres.mjs -- <command> [args...]");
  process.exit(2);
}

const postgres = findPostgres();
if (postgres.problem) {
  console.error(`PostgreSQL: ${postgres.problem}.`);
  process.exit(1);
}
if (postgres.url) {
  const result = spawnSync(command[0], command.slice(1), {
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: postgres.url },
  });
  process.exit(result.status ?? 1);
}
const binDir = postgres.binDir;

const isRoot = process.getuid?.() === 0;
let pgUid;
let pgGid;
if (isRoot) {
  const uid = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
  const gid = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" });
  if (uid.status !== 0) {
    console.error("Running as root needs the `postgres` user (created by the postgresql package).");
    process.exit(1);
  }
  pgUid = Number(uid.stdout.trim());
  pgGid = Number(gid.stdout.trim());
}

/** Runs a PostgreSQL program, as `postgres` when we are root. */
function pg(program, args, options = {}) {
  const executable = join(binDir, program);
  const [cmd, argv] = isRoot
    ? ["runuser", ["-u", "postgres", "--", executable, ...args]]
    : [executable, args];
  const result = spawnSync(cmd, argv, { encoding: "utf8", ...options });
  if (result.status !== 0 && !options.allowFailure) {
    throw new Error(
      `${program} failed (${result.status}):\n${result.stdout ?? ""}${result.stderr ?? ""}`,
    );
  }
  return result;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const root = mkdtempSync(join(tmpdir(), "alcove-pg-"));
const dataDir = join(root, "data");
const socketDir = root;
const logFile = join(root, "server.log");
if (isRoot) chownSync(root, pgUid, pgGid);

let started = false;
let cleanedUp = false;
function cleanUp() {
  if (cleanedUp) return;
  cleanedUp = true;
  if (started) {
    pg("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"], {
      allowFailure: true,
      stdio: "ignore",
    });
  }
  rmSync(root, { recursive: true, force: true });
}

let child;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (child) child.kill(signal);
    else {
      cleanUp();
      process.exit(1);
    }
  });
}

let exitCode = 1;
const t0 = Date.now();
try {
  pg("initdb", [
    "-D",
    dataDir,
    "-U",
    "postgres",
    "-A",
    "trust",
    "-E",
    "UTF8",
    "--locale=C",
    "--no-sync",
  ]);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${socketDir}`,
    "-c listen_addresses=127.0.0.1",
    // A throwaway cluster: durability buys nothing and costs time.
    "-c fsync=off",
    "-c synchronous_commit=off",
    "-c full_page_writes=off",
    "-c max_connections=100",
  ].join(" ");
  pg("pg_ctl", ["-D", dataDir, "-l", logFile, "-o", options, "-w", "-t", "60", "start"]);
  started = true;
  pg("createdb", ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", "alcove_test"]);
  const url = `postgres://postgres@127.0.0.1:${port}/alcove_test`;
  console.log(`> PostgreSQL ready on 127.0.0.1:${port} in ${Date.now() - t0} ms`);

  child = spawn(command[0], command.slice(1), {
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: url },
  });
  exitCode = await new Promise((resolve) => {
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on("error", (error) => {
      console.error(error.message);
      resolve(1);
    });
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  if (existsSync(logFile)) console.error(readFileSync(logFile, "utf8").slice(-4000));
  exitCode = 1;
} finally {
  cleanUp();
}
process.exit(exitCode);
