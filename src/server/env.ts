import "server-only";

import { parseEnv, type Env } from "@/lib/config/env-schema";

let cached: Env | undefined;

/** The validated environment, read once; a bad variable stops the server at start-up. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Tests change variables between cases; production never calls this. */
export function resetEnvForTests(): void {
  cached = undefined;
}
