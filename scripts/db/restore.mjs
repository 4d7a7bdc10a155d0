#!/usr/bin/env node
// `npm run db:restore -- FILE [--data-dir DIR | --database-url URL] [--replace]`
//
// PGlite (a .tar.gz from db:backup): unpacks into DIR/pglite, which must not exist yet. Restore
// into a fresh folder, check the counts, then point DATA_DIR at it (or swap the folders while
// the site is stopped): the folder a server is using is never overwritten.
// PostgreSQL (a .dump from db:backup): pg_restore into the database at the URL, in one
// transaction. The database should be new and empty (createdb); --replace drops the site's
// existing tables first instead.
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";

import {
  acquireFolderLock,
  countPostgresTables,
  countTables,
  databaseTarget,
  formatCounts,
  isEmptyOrMissing,
  loadEnvFiles,
  loadPglite,
  main,
  parseArgs,
  postgresConnection,
  postgresProgram,
  run,
  UsageError,
} from "./common.mjs";

const gzipMagic = [0x1f, 0x8b];
const pgDumpMagic = "PGDMP";

function archiveKind(file) {
  const head = readFileSync(file).subarray(0, 5);
  if (head[0] === gzipMagic[0] && head[1] === gzipMagic[1]) return "pglite";
  if (head.toString("latin1") === pgDumpMagic) return "postgres";
  return "unknown";
}

async function restorePglite(file, target) {
  if (!isEmptyOrMissing(target.pgliteDir)) {
    throw new UsageError(
      `${target.pgliteDir} already holds a database. Restore into a fresh folder ` +
        "(--data-dir), then point DATA_DIR at it while the site is stopped.",
    );
  }
  mkdirSync(target.dataDir, { recursive: true });
  const { lock, holder } = acquireFolderLock(target.lockPath, "db:restore");
  if (!lock) {
    throw new Error(`${target.dataDir} is in use by process ${holder.pid} on ${holder.host}.`);
  }
  try {
    const PGlite = await loadPglite();
    const client = await PGlite.create({
      dataDir: target.pgliteDir,
      loadDataDir: new Blob([readFileSync(file)]),
    });
    try {
      console.log(`Restored into ${target.dataDir}:\n${formatCounts(await countTables(client))}`);
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
  console.log(`Start the site with DATA_DIR=${target.dataDir} to use it.`);
}

async function restorePostgres(file, target, replace) {
  const before = await countPostgresTables(target.url);
  if (Object.keys(before).length > 0 && !replace) {
    throw new UsageError(
      "The target database already has tables. Restore into a new database (createdb), " +
        "or pass --replace to drop and recreate the site's tables from the backup.",
    );
  }
  const { url, env } = postgresConnection(target.url);
  const args = ["--no-owner", "--no-acl", "--exit-on-error", "--single-transaction"];
  if (replace) args.push("--clean", "--if-exists");
  run(postgresProgram("pg_restore"), [...args, `--dbname=${url}`, file], {
    env,
    stdio: ["ignore", "inherit", "pipe"],
  });
  console.log(
    `Restored into the database:\n${formatCounts(await countPostgresTables(target.url))}`,
  );
}

await main(async () => {
  loadEnvFiles();
  const args = parseArgs(process.argv.slice(2), {
    flags: ["--replace", "--help"],
    options: ["--data-dir", "--database-url"],
  });
  if (args.flags.has("--help") || args.positional.length !== 1) {
    console.log(
      "usage: npm run db:restore -- FILE [--data-dir DIR | --database-url URL] [--replace]",
    );
    if (!args.flags.has("--help")) process.exitCode = 2;
    return;
  }
  const file = resolve(args.positional[0]);
  if (!existsSync(file)) throw new UsageError(`${file} does not exist`);
  const target = databaseTarget(args);
  const kind = archiveKind(file);
  if (kind !== target.driver) {
    throw new UsageError(
      kind === "unknown"
        ? `${file} is not a backup made by db:backup`
        : `${file} is a ${kind} backup, but the target is ${target.driver}` +
            (kind === "pglite" ? " (pass --data-dir)" : " (pass --database-url)"),
    );
  }
  if (target.driver === "postgres")
    await restorePostgres(file, target, args.flags.has("--replace"));
  else await restorePglite(file, target);
});
