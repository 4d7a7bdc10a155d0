import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { getDb, pgliteSharedBuffers } from "@/server/db/client";

import { createTestEnvironment, driver, type TestEnvironment } from "./support/test-env";

let env: TestEnvironment;

beforeAll(async () => {
  env = await createTestEnvironment();
  await getDb();
}, 120_000);

afterAll(async () => {
  await env.cleanup();
});

describe.runIf(driver === "pglite")("the embedded database", () => {
  it("keeps a small page cache, since it lives in the site's own process", async () => {
    const result = await (await getDb()).execute(sql`show shared_buffers`);
    expect(result).toMatchObject({ rows: [{ shared_buffers: pgliteSharedBuffers }] });
  });
});
