#!/usr/bin/env node
// `npm run db:backup -- [--out FILE] [--data-dir DIR | --database-url URL] [--no-verify]`
//
// PostgreSQL (DATABASE_URL set): pg_dump in its custom format, restorable with pg_restore, taken
// from one consistent snapshot while the site keeps running.
// PGlite (no DATABASE_URL): a gzip tarball of the data folder made by PGlite's dumpDataDir(). If a
// server holds the folder, it is asked to make the copy itself (only one process may open the
// folder); otherwise the folder is opened here, under the site's own lock.
// Either way the backup is then restored into a scratch place and its tables counted, unless
// --no-verify: a backup nobody has opened is only a hope.
import { randomUUID } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { renameSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";

import {
  acquireFolderLock,
  countTables,
  databaseTarget,
  formatCounts,
  loadEnvFiles,
  loadPglite,
  main,
  parseArgs,
  postgresConnection,
  postgresProgram,
  run,
  timestamp,
  UsageError,
} from "./common.mjs";

/** How long to wait for a running server to answer a backup request. */
const serverAnswerMs = 120_000;

async function backupPgliteOffline(target) {
  const PGlite = await loadPglite();
  const client = await PGlite.create({ dataDir: target.pgliteDir });
  try {
    await client.exec("CHECKPOINT");
    const archive = await client.dumpDataDir("gzip");
    return Buffer.from(await archive.arrayBuffer());
  } finally {
    await client.close();
  }
}

async function askRunningServer(target, holder) {
  const folder = join(target.dataDir, "backup-requests");
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const id = randomUUID();
  const archive = join(folder, `${id}.tar.gz`);
  const failure = join(folder, `${id}.error`);
  writeFileSync(join(folder, `${id}.request`), JSON.stringify({ requestedAt: new Date() }));
  console.log(`The server (pid ${holder.pid}) holds the database; asking it for a copy.`);
  const deadline = Date.now() + serverAnswerMs;
  while (Date.now() < deadline) {
    if (existsSync(archive)) return archive;
    if (existsSync(failure)) {
      const message = readFileSync(failure, "utf8");
      unlinkSync(failure);
      throw new Error(`The server could not make the backup: ${message}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  try {
    unlinkSync(join(folder, `${id}.request`));
  } catch {
    // Taken at the last moment: the archive may still appear; it is left for the operator.
  }
  throw new Error(
    `The server (pid ${holder.pid}) did not answer within ${serverAnswerMs / 1000} s. ` +
      "Is it a release without online backups? Stop it and run this command again.",
  );
}

function moveInto(source, destination) {
  try {
    renameSync(source, destination);
  } catch (error) {
    if (error.code !== "EXDEV") throw error;
    copyFileSync(source, destination);
    unlinkSync(source);
  }
}

async function verifyPgliteArchive(file) {
  const PGlite = await loadPglite();
  const scratch = mkdtempSync(join(tmpdir(), "alcove-verify-"));
  try {
    const client = await PGlite.create({
      dataDir: join(scratch, "pglite"),
      loadDataDir: new Blob([readFileSync(file)]),
    });
    try {
      return await countTables(client);
    } finally {
      await client.close();
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

async function backupPglite(target, out, verify) {
  if (!existsSync(target.pgliteDir)) {
    throw new Error(`There is no database in ${target.dataDir} (no pglite folder).`);
  }
  const { lock, holder } = acquireFolderLock(target.lockPath, "db:backup");
  if (lock) {
    try {
      const partial = `${out}.partial`;
      writeFileSync(partial, await backupPgliteOffline(target), { mode: 0o600 });
      renameSync(partial, out);
    } finally {
      lock.release();
    }
  } else {
    if (holder.host !== hostname()) {
      throw new Error(
        `The database is held by process ${holder.pid} on ${holder.host}; run the backup there.`,
      );
    }
    moveInto(await askRunningServer(target, holder), out);
  }
  console.log(`Backup written: ${out} (${statSync(out).size} bytes)`);
  if (verify) {
    console.log(
      `Restored into a scratch folder, it holds:\n${formatCounts(await verifyPgliteArchive(out))}`,
    );
  }
}

function backupPostgres(target, out, verify) {
  const { url, env } = postgresConnection(target.url);
  run(
    postgresProgram("pg_dump"),
    ["--format=custom", "--no-owner", "--no-acl", `--file=${out}`, `--dbname=${url}`],
    { env, stdio: ["ignore", "inherit", "pipe"] },
  );
  console.log(`Backup written: ${out} (${statSync(out).size} bytes)`);
  if (verify) {
    // Reading the archive's table of contents proves it is complete and readable.
    const list = run(postgresProgram("pg_restore"), ["--list", out]).stdout;
    const tables = list.split("\n").filter((line) => / TABLE DATA /.test(line)).length;
    console.log(`The archive lists ${tables} tables with data.`);
  }
}

await main(async () => {
  loadEnvFiles();
  const args = parseArgs(process.argv.slice(2), {
    flags: ["--no-verify", "--help"],
    options: ["--out", "--data-dir", "--database-url"],
  });
  if (args.flags.has("--help")) {
    console.log(
      "usage: npm run db:backup -- [--out FILE] [--data-dir DIR | --database-url URL] [--no-verify]",
    );
    return;
  }
  if (args.positional.length > 0) throw new UsageError(`unexpected ${args.positional[0]}`);
  const target = databaseTarget(args);
  const extension = target.driver === "postgres" ? "dump" : "tar.gz";
  const out = resolve(
    args.options["--out"] ?? join("backups", `alcove-${target.driver}-${timestamp()}.${extension}`),
  );
  if (existsSync(out)) throw new UsageError(`${out} exists; choose another --out`);
  mkdirSync(dirname(out), { recursive: true });
  const verify = !args.flags.has("--no-verify");
  if (target.driver === "postgres") backupPostgres(target, out, verify);
  else await backupPglite(target, out, verify);
});
