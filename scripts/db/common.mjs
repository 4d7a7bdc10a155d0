// Shared by scripts/db/backup.mjs and scripts/db/restore.mjs. Plain Node (no TypeScript, no
// bundler) so that the same commands run in the production image, where only the built site and
// its runtime dependencies exist.
import { spawnSync } from "node:child_process";
import {
  closeSync,
  existsSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeSync,
} from "node:fs";
import { hostname } from "node:os";
import { join, resolve } from "node:path";
import { parseEnv } from "node:util";

/** Reads the .env files Next.js reads in production, without overriding the real environment. */
export function loadEnvFiles(cwd = process.cwd()) {
  for (const name of [".env.production.local", ".env.local", ".env.production", ".env"]) {
    const file = join(cwd, name);
    if (!existsSync(file)) continue;
    for (const [key, value] of Object.entries(parseEnv(readFileSync(file, "utf8")))) {
      if (process.env[key] === undefined || process.env[key] === "") process.env[key] = value;
    }
  }
}

/** `--name value` and `--flag` options plus positional arguments. */
export function parseArgs(argv, { flags = [], options = [] } = {}) {
  const result = { positional: [], flags: new Set(), options: {} };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (flags.includes(arg)) result.flags.add(arg);
    else if (options.includes(arg)) {
      const value = argv[++i];
      if (value === undefined) throw new UsageError(`${arg} needs a value`);
      result.options[arg] = value;
    } else if (arg.startsWith("--")) throw new UsageError(`unknown option ${arg}`);
    else result.positional.push(arg);
  }
  return result;
}

export class UsageError extends Error {}

/** Where the site keeps its data: DATABASE_URL means PostgreSQL, else PGlite in DATA_DIR. */
export function databaseTarget(args) {
  const url = args.options["--database-url"] ?? nonEmpty(process.env.DATABASE_URL);
  if (url && !args.options["--data-dir"]) return { driver: "postgres", url };
  const dataDir = resolve(args.options["--data-dir"] ?? nonEmpty(process.env.DATA_DIR) ?? "./data");
  return {
    driver: "pglite",
    dataDir,
    pgliteDir: join(dataDir, "pglite"),
    lockPath: join(dataDir, "pglite.lock"),
  };
}

function nonEmpty(value) {
  return value === undefined || value.trim() === "" ? undefined : value.trim();
}

export function timestamp(date = new Date()) {
  return date
    .toISOString()
    .replace(/[:]/g, "-")
    .replace(/\.\d+Z$/, "Z");
}

// --- The PGlite folder lock -------------------------------------------------------------------
// The same protocol as src/server/db/pglite-lock.ts: a JSON file { pid, host, since } created
// with O_EXCL beside the data folder; a lock whose process is gone (same host) is stale and may be
// taken over. Change both together.

export function readLockHolder(path) {
  try {
    const parsed = JSON.parse(readFileSync(path, "utf8"));
    if (parsed && typeof parsed.pid === "number" && typeof parsed.host === "string") return parsed;
  } catch {
    // Missing, unreadable or half-written.
  }
  return undefined;
}

export function isHolderAlive(holder) {
  if (holder.host !== hostname()) return true;
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

function tryCreateLock(path, tool) {
  let fd;
  try {
    fd = openSync(path, "wx", 0o644);
  } catch (error) {
    if (error.code === "EEXIST") return false;
    throw error;
  }
  try {
    writeSync(
      fd,
      JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString(), tool }),
    );
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Takes the folder's lock, or says who holds it: `{ lock }` with a release function, or
 * `{ holder }` when a live process owns the folder.
 */
export function acquireFolderLock(path, tool) {
  for (let attempt = 0; attempt < 3; attempt++) {
    if (tryCreateLock(path, tool)) {
      const release = () => {
        process.off("exit", release);
        try {
          if (readLockHolder(path)?.pid === process.pid) unlinkSync(path);
        } catch {
          // Already gone.
        }
      };
      process.on("exit", release);
      return { lock: { release } };
    }
    const holder = readLockHolder(path);
    if (holder && isHolderAlive(holder)) return { holder };
    const aside = `${path}.stale-${process.pid}-${Date.now()}`;
    try {
      renameSync(path, aside);
    } catch (error) {
      if (error.code === "ENOENT") continue;
      throw error;
    }
    const moved = readLockHolder(aside);
    if (moved && holder && moved.pid !== holder.pid && isHolderAlive(moved)) {
      renameSync(aside, path);
      return { holder: moved };
    }
    unlinkSync(aside);
  }
  return { holder: readLockHolder(path) ?? { pid: -1, host: "unknown" } };
}

// --- PGlite -----------------------------------------------------------------------------------

export async function loadPglite() {
  try {
    return (await import("@electric-sql/pglite")).PGlite;
  } catch (error) {
    throw new Error(`@electric-sql/pglite could not be loaded (${error.message}).`);
  }
}

/**
 * Row counts of every table the site created, to compare a backup with its source. Takes any
 * client with `query(sql)` resolving to `{ rows }`: a PGlite instance or a connected `pg` client.
 */
export async function countTables(client) {
  const tables = await client.query(
    "select table_name from information_schema.tables where table_schema = 'public' " +
      "and table_type = 'BASE TABLE' order by table_name",
  );
  const counts = {};
  for (const { table_name: table } of tables.rows) {
    const result = await client.query(`select count(*)::int as n from "${table}"`);
    counts[table] = result.rows[0].n;
  }
  return counts;
}

export function isEmptyOrMissing(folder) {
  return !existsSync(folder) || readdirSync(folder).length === 0;
}

// --- PostgreSQL -------------------------------------------------------------------------------

/** The newest installed PostgreSQL client program (pg_dump must not be older than the server). */
export function postgresProgram(name) {
  if (process.env.PG_BIN) return join(process.env.PG_BIN, name);
  const root = "/usr/lib/postgresql";
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((version) => existsSync(join(root, version, "bin", name)))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(root, versions[0], "bin", name);
  }
  return name;
}

/**
 * The connection URL without its password, plus an environment that carries the password: a
 * password in the arguments would be visible to every user of the machine in `ps`.
 */
export function postgresConnection(url) {
  const parsed = new URL(url);
  const env = { ...process.env };
  if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password);
  parsed.password = "";
  return { url: parsed.toString(), env };
}

export function run(program, args, options = {}) {
  const result = spawnSync(program, args, { encoding: "utf8", ...options });
  if (result.error) throw new Error(`${program} could not be started: ${result.error.message}`);
  if (result.status !== 0) {
    throw new Error(`${program} failed (exit ${result.status}):\n${result.stderr ?? ""}`.trim());
  }
  return result;
}

export async function countPostgresTables(url) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await countTables(client);
  } finally {
    await client.end();
  }
}

export function formatCounts(counts) {
  const entries = Object.entries(counts);
  if (entries.length === 0) return "  (no tables)";
  return entries.map(([table, n]) => `  ${table.padEnd(24)} ${String(n).padStart(8)}`).join("\n");
}

export async function main(task) {
  try {
    await task();
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`error: ${error.message}`);
      process.exit(2);
    }
    console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
