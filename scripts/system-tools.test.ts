import { chmodSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, describe, expect, it, vi } from "vitest";

import { findChromium, findPostgres } from "./system-tools.mjs";

function fakeProgram(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), "alcove-tools-"));
  const file = join(dir, name);
  writeFileSync(file, "#!/bin/sh\n");
  chmodSync(file, 0o755);
  return file;
}

afterEach(() => vi.unstubAllEnvs());

describe("findChromium", () => {
  it("drives the browser CHROMIUM_PATH names", async () => {
    const browser = fakeProgram("chrome");
    vi.stubEnv("CHROMIUM_PATH", browser);
    expect(await findChromium()).toEqual({ path: browser });
  });

  it("names the variable when it points nowhere", async () => {
    vi.stubEnv("CHROMIUM_PATH", "/no/such/chromium");
    const found = await findChromium();
    expect(found.path).toBeUndefined();
    expect(found.problem).toContain("CHROMIUM_PATH");
  });
});

describe("findPostgres", () => {
  it("uses an existing server from TEST_DATABASE_URL", () => {
    vi.stubEnv("TEST_DATABASE_URL", "postgres://ci@db.internal:5432/postgres");
    expect(findPostgres()).toEqual({ url: "postgres://ci@db.internal:5432/postgres" });
  });

  it("refuses a TEST_DATABASE_URL that is not a PostgreSQL URL", () => {
    vi.stubEnv("TEST_DATABASE_URL", "mysql://db/test");
    expect(findPostgres().problem).toContain("TEST_DATABASE_URL");
  });

  it("starts a cluster from the programs in PG_BIN_DIR", () => {
    vi.stubEnv("TEST_DATABASE_URL", "");
    const initdb = fakeProgram("initdb");
    const binDir = join(initdb, "..");
    vi.stubEnv("PG_BIN_DIR", binDir);
    expect(findPostgres()).toEqual({ binDir });
  });

  it("names PG_BIN_DIR when it holds no initdb", () => {
    vi.stubEnv("TEST_DATABASE_URL", "");
    vi.stubEnv("PG_BIN_DIR", mkdtempSync(join(tmpdir(), "alcove-empty-")));
    const found = findPostgres();
    expect(found.binDir).toBeUndefined();
    expect(found.problem).toContain("PG_BIN_DIR");
  });
});
