import { fileURLToPath } from "node:url";

import { defineConfig } from "vitest/config";

/**
 * Tests that run against the production build (`.next-test`, made by the test command's build
 * stage): `vitest run --config tests/server/vitest.config.ts`. Kept out of the main config because
 * that stage runs before anything is built.
 */
export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("../../src", import.meta.url)),
      "server-only": fileURLToPath(new URL("../support/empty-module.ts", import.meta.url)),
    },
  },
  test: {
    root: fileURLToPath(new URL("../..", import.meta.url)),
    include: ["tests/server/**/*.test.ts"],
    environment: "node",
    // One production server at a time: they are heavy, and each test owns its port.
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
