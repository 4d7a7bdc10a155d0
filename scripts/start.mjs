#!/usr/bin/env node
// `npm start`: builds when there is no build of the current sources, then serves it on PORT.
import { spawnSync, spawn } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";

import { serverNodeFlags } from "./server-node-flags.mjs";

const root = new URL("..", import.meta.url).pathname;
const buildId = join(root, process.env.NEXT_DIST_DIR ?? ".next", "BUILD_ID");

function newestSourceMtime() {
  const out = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
  });
  if (out.status !== 0) return Number.POSITIVE_INFINITY;
  let newest = 0;
  for (const file of out.stdout.split("\0")) {
    if (!file) continue;
    try {
      newest = Math.max(newest, statSync(join(root, file)).mtimeMs);
    } catch {
      // A file listed by git but deleted in the work tree does not count.
    }
  }
  return newest;
}

const needsBuild =
  process.env.SKIP_BUILD !== "1" &&
  (!existsSync(buildId) || statSync(buildId).mtimeMs < newestSourceMtime());

if (needsBuild) {
  console.log("> No current build found: running `npm run build` first.");
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = process.env.PORT ?? "3000";
const args = ["start", "-p", port, ...process.argv.slice(2)];
const child = spawn(
  process.execPath,
  [...serverNodeFlags, join(root, "node_modules", "next", "dist", "bin", "next"), ...args],
  {
    cwd: root,
    stdio: "inherit",
    // No usage reports to a third-party host from a server that serves visitors.
    env: { ...process.env, NEXT_MANUAL_SIG_HANDLE: "true", NEXT_TELEMETRY_DISABLED: "1" },
  },
);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => child.kill(signal));
}
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
