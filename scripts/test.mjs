#!/usr/bin/env node
// `npm test`: every gate, in order, with the time each stage took. Stops at the first failure.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";

import { findChromium, findPostgres } from "./system-tools.mjs";

const root = new URL("..", import.meta.url).pathname;
process.chdir(root);

const only = process.argv.slice(2);

function have(command) {
  return spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
}

/**
 * The browser tests and audits need a Chromium, the second integration run a PostgreSQL; npm
 * cannot install either. They are found as scripts/system-tools.mjs says (CHROMIUM_PATH,
 * TEST_DATABASE_URL or PG_BIN_DIR, Debian's packages, Playwright's own browser). On Debian as
 * root, what is missing is installed with apt; anywhere else one line says what to provide.
 */
async function ensureSystemTools() {
  let chromium = await findChromium();
  let postgres = findPostgres();
  const packages = [
    ...(chromium.problem && !process.env.CHROMIUM_PATH ? ["chromium"] : []),
    ...(postgres.problem && !process.env.TEST_DATABASE_URL && !process.env.PG_BIN_DIR
      ? ["postgresql"]
      : []),
  ];
  const canApt = process.getuid?.() === 0 && have("apt-get") && existsSync("/etc/debian_version");
  if (packages.length > 0 && canApt) {
    console.log(`> Installing ${packages.join(" ")} with apt-get`);
    const run = (args) =>
      spawnSync("apt-get", args, {
        stdio: "inherit",
        env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
      });
    if (run(["update", "-qq"]).status === 0) run(["install", "-y", "-qq", ...packages]);
    chromium = await findChromium();
    postgres = findPostgres();
  }
  const problems = [chromium.problem, postgres.problem].filter(Boolean);
  if (problems.length > 0) {
    console.error(`Missing for the tests: ${problems.join("; ")}.`);
    return 1;
  }
  // Every later stage (Playwright, Lighthouse) drives this one.
  process.env.CHROMIUM_PATH = chromium.path;
  console.log(`Chromium: ${chromium.path}`);
  console.log(`PostgreSQL: ${postgres.url ? "TEST_DATABASE_URL" : postgres.binDir}`);
  return 0;
}

/** The browser gates run on a build of their own, at the address they visit. */
const testPort = process.env.TEST_PORT ?? "3100";
const testBuildEnv = {
  NEXT_DIST_DIR: ".next-test",
  PORT: testPort,
  SITE_URL: `http://localhost:${testPort}`,
};

const stages = [
  { name: "system packages", run: ensureSystemTools },
  {
    name: "lint and types",
    cmds: [
      ["npm", "run", "lint"],
      ["npm", "run", "format:check"],
      ["npm", "run", "typecheck"],
    ],
  },
  // Copies of 6 lines or more in src, scripts and tests (.jscpd.json): any one fails and is listed.
  { name: "copies", cmds: [["npm", "run", "copies"]] },
  { name: "unit and integration", cmds: [["npm", "run", "test:unit"]] },
  {
    // The same integration suite against a real, throwaway PostgreSQL cluster (DATABASE_URL).
    name: "postgres integration",
    cmds: [
      [
        process.execPath,
        "scripts/with-postgres.mjs",
        "--",
        "npm",
        "exec",
        "--",
        "vitest",
        "run",
        "tests/integration",
      ],
    ],
  },
  {
    // Standalone output too, for the "standalone" stage: `next start` serves the same build
    // unchanged (it only warns when NEXT_OUTPUT is set while it starts), and one build instead
    // of two keeps the run shorter.
    name: "build",
    cmds: [["npm", "run", "build"]],
    env: { ...testBuildEnv, NEXT_OUTPUT: "standalone" },
  },
  {
    // The production build as a process: health, logs, shutdown under a burst of submissions.
    name: "server integration",
    cmds: [["npm", "run", "test:server"]],
    env: testBuildEnv,
  },
  {
    // What deploy/Dockerfile ships, without Docker: the standalone output laid out as the image
    // lays it out, `node server.js` on an empty DATA_DIR, pages, assets, a form, SIGTERM.
    name: "standalone",
    cmds: [[process.execPath, "scripts/standalone-check.mjs"]],
    env: {
      ...testBuildEnv,
      STANDALONE_DIST_DIR: testBuildEnv.NEXT_DIST_DIR,
      STANDALONE_SKIP_BUILD: "1",
    },
  },
  { name: "browser tests", cmds: [["npm", "run", "test:e2e"]], env: testBuildEnv },
  { name: "audits", cmds: [["npm", "run", "lighthouse:gate"]], env: testBuildEnv },
];

const results = [];
let failed = false;
const started = Date.now();
for (const stage of stages) {
  if (only.length > 0 && !only.includes(stage.name)) continue;
  const t0 = Date.now();
  console.log(`\n=== ${stage.name} ===`);
  let status = 0;
  if (stage.run) status = await stage.run();
  for (const cmd of stage.cmds ?? []) {
    const r = spawnSync(cmd[0], cmd.slice(1), {
      stdio: "inherit",
      env: { ...process.env, ...stage.env },
    });
    status = r.status ?? 1;
    if (status !== 0) break;
  }
  const seconds = (Date.now() - t0) / 1000;
  results.push({ stage: stage.name, seconds, ok: status === 0 });
  if (status !== 0) {
    failed = true;
    break;
  }
}

const total = (Date.now() - started) / 1000;
const lines = [
  "",
  "Stage timings",
  ...results.map(
    (r) =>
      `  ${r.ok ? "ok  " : "FAIL"} ${r.stage.padEnd(22)} ${r.seconds.toFixed(1).padStart(7)} s`,
  ),
  `  total${" ".repeat(23)}${total.toFixed(1).padStart(7)} s`,
];
console.log(lines.join("\n"));
mkdirSync("reports", { recursive: true });
writeFileSync("reports/stage-timings.txt", `${lines.join("\n")}\n`);
const passed = results.filter((r) => r.ok).length;
console.log(`stages: ${passed} passed, ${results.length - passed} failed`);
process.exit(failed ? 1 : 0);
