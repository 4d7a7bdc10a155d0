import "server-only";

import { readFileSync } from "node:fs";
import { join } from "node:path";

import packageJson from "../../../package.json";

export type AppVersion = {
  /** package.json's version. */
  version: string;
  /** The Next.js build id of the running build (also visible in every page's asset URLs). */
  build?: string;
};

let cached: AppVersion | undefined;

/** Which release is running, for /api/health and the start-up log line. */
export function appVersion(): AppVersion {
  if (cached) return cached;
  let build: string | undefined;
  try {
    const distDir = process.env.NEXT_DIST_DIR ?? ".next";
    build = readFileSync(join(process.cwd(), distDir, "BUILD_ID"), "utf8").trim() || undefined;
  } catch {
    // `next dev` and the tests have no build.
  }
  cached = { version: packageJson.version, build };
  return cached;
}
