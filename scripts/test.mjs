#!/usr/bin/env node
// `npm test`: every gate, in order, with the time each stage took. Stops at the first failure.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";

const root = new URL("..", import.meta.url).pathname;
process.chdir(root);

const only = process.argv.slice(2);

function have(command) {
  return spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
}

/** Debian packages the browser and database tests need; installed when missing and root. */
function ensureSystemPackages() {
  const wanted = [
    { command: "/usr/bin/chromium", pkg: "chromium" },
    { command: "pg_ctlcluster", pkg: "postgresql", path: "/usr/lib/postgresql" },
  ];
  const missing = wanted.filter((w) => (w.path ? !existsSync(w.path) : !existsSync(w.command)));
  if (missing.length === 0) return;
  const names = missing.map((m) => m.pkg).join(" ");
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !have("apt-get")) {
    console.error(`Missing system packages: install ${names} (Debian: apt-get install ${names}).`);
    process.exit(1);
  }
  console.log(`> Installing ${names} with apt-get`);
  const run = (args) =>
    spawnSync("apt-get", args, {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  if (
    run(["update", "-qq"]).status !== 0 ||
    run(["install", "-y", "-qq", ...missing.map((m) => m.pkg)]).status !== 0
  ) {
    console.error(`Could not install ${names}; install them and run again.`);
    process.exit(1);
  }
}

/** The browser gates run on a build of their own, at the address they visit. */
const testPort = process.env.TEST_PORT ?? "3100";
const testBuildEnv = {
  NEXT_DIST_DIR: ".next-test",
  PORT: testPort,
  SITE_URL: `http://localhost:${testPort}`,
};

const stages = [
  { name: "system packages", run: () => (ensureSystemPackages(), 0) },
  {
    name: "lint and types",
    cmds: [
      ["npm", "run", "lint"],
      ["npm", "run", "format:check"],
      ["npm", "run", "typecheck"],
    ],
  },
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
  { name: "build", cmds: [["npm", "run", "build"]], env: testBuildEnv },
  {
    // The production build as a process: health, logs, shutdown under a burst of submissions.
    name: "server integration",
    cmds: [["npm", "run", "test:server"]],
    env: testBuildEnv,
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
  if (stage.run) status = stage.run();
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
