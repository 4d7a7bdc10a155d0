// Where the test command finds the two programs npm cannot install: a Chromium for the browser
// tests and audits, and PostgreSQL for the second run of the integration suite. Debian's packages
// are the default; any other system names its own through environment variables.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

const debianChromium = "/usr/bin/chromium";
const debianPostgresRoot = "/usr/lib/postgresql";

/**
 * The Chromium to drive: CHROMIUM_PATH when set, else Debian's, else the browser Playwright
 * downloaded for its own version (`npx playwright install chromium`), when there is one.
 * @returns {Promise<{ path?: string, problem?: string }>}
 */
export async function findChromium() {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    return existsSync(configured)
      ? { path: configured }
      : { problem: `CHROMIUM_PATH points at ${configured}, which does not exist` };
  }
  if (existsSync(debianChromium)) return { path: debianChromium };
  try {
    const { chromium } = await import("@playwright/test");
    const own = chromium.executablePath();
    if (own && existsSync(own)) return { path: own };
  } catch {
    // No Playwright browser registry: fall through to the message below.
  }
  return { problem: "no Chromium (set CHROMIUM_PATH, or install Debian's chromium)" };
}

/** The folder holding initdb and pg_ctl: PG_BIN_DIR, Debian's newest, or pg_config's. */
export function findPostgresBinDir() {
  const configured = process.env.PG_BIN_DIR;
  if (configured) return existsSync(join(configured, "initdb")) ? configured : undefined;
  if (existsSync(debianPostgresRoot)) {
    const newest = readdirSync(debianPostgresRoot)
      .filter((name) => existsSync(join(debianPostgresRoot, name, "bin", "initdb")))
      .sort((a, b) => Number(b) - Number(a))[0];
    if (newest) return join(debianPostgresRoot, newest, "bin");
  }
  const pgConfig = spawnSync("pg_config", ["--bindir"], { encoding: "utf8" });
  const fromPath = pgConfig.status === 0 ? pgConfig.stdout.trim() : "";
  return fromPath && existsSync(join(fromPath, "initdb")) ? fromPath : undefined;
}

/**
 * A PostgreSQL for the integration suite: an existing, throwaway database (TEST_DATABASE_URL),
 * or server programs to start a temporary cluster with.
 * @returns {{ url?: string, binDir?: string, problem?: string }}
 */
export function findPostgres() {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    return /^postgres(ql)?:\/\//.test(url)
      ? { url }
      : { problem: "TEST_DATABASE_URL must be a postgres:// URL" };
  }
  const binDir = findPostgresBinDir();
  if (binDir) return { binDir };
  return process.env.PG_BIN_DIR
    ? { problem: `PG_BIN_DIR (${process.env.PG_BIN_DIR}) holds no initdb` }
    : {
        problem:
          "no PostgreSQL (set TEST_DATABASE_URL to a throwaway database, or PG_BIN_DIR to the folder with initdb, or install Debian's postgresql)",
      };
}
