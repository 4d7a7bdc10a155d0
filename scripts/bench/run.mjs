#!/usr/bin/env node
// `npm run bench`: throughput, latency and memory of the production build on loopback, measured
// with wrk. Not part of `npm test`: it takes several minutes and wants a quiet machine.
//
//   npm run bench -- [--dist .next-bench] [--build] [--duration 10] [--soak 60] [--quick]
//                    [--only next,static,proxy,soak]
//
// Scenarios, each at 10 and 100 connections: the Next.js server alone (home page, a product page,
// the catalogue with one filter and with two, a contact-form post); nginx serving the pre-rendered HTML straight
// from the build output (the ceiling); the site behind deploy/nginx.conf. Then the soak: the same
// mix twice for --soak seconds, comparing the server's memory. Results go to
// reports/bench/<time>.json and .md; docs/performance.md holds the committed table.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import { gzipSync } from "node:zlib";
import { cpus, loadavg, totalmem, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { serverNodeFlags } from "../server-node-flags.mjs";

const benchDir = dirname(fileURLToPath(import.meta.url));
const root = resolve(benchDir, "..", "..");

// --- options ------------------------------------------------------------------------------------

function option(name, fallback) {
  const index = process.argv.indexOf(name);
  return index === -1 ? fallback : process.argv[index + 1];
}
const quick = process.argv.includes("--quick");
const distDir = option("--dist", process.env.NEXT_DIST_DIR ?? ".next-bench");
const duration = Number(option("--duration", quick ? 5 : 10));
const soakSeconds = Number(option("--soak", quick ? 0 : 60));
const warmupSeconds = quick ? 1 : 3;
const forceBuild = process.argv.includes("--build");
const groups = new Set(option("--only", "next,static,proxy,soak").split(","));
// With DATABASE_URL set (for example under scripts/with-postgres.mjs) the site uses PostgreSQL.
const databaseUrl = process.env.DATABASE_URL ?? "";
const driverLabel = databaseUrl ? "PostgreSQL" : "PGlite";

// --- helpers ------------------------------------------------------------------------------------

function log(message) {
  process.stderr.write(`> ${message}\n`);
}

function have(command) {
  return spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
}

function ensureTools() {
  const missing = [
    ["wrk", "wrk"],
    ["nginx", "nginx-light"],
  ].filter(([command]) => !have(command) && !existsSync(`/usr/sbin/${command}`));
  if (missing.length === 0) return;
  const packages = missing.map(([, pkg]) => pkg);
  if (process.getuid?.() !== 0 || !have("apt-get")) {
    throw new Error(
      `Install ${packages.join(" ")} first (Debian: apt-get install ${packages.join(" ")}).`,
    );
  }
  log(`installing ${packages.join(" ")}`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  const result = spawnSync("apt-get", ["install", "-y", "-qq", ...packages], {
    stdio: "inherit",
    env,
  });
  if (result.status !== 0) throw new Error(`apt-get install ${packages.join(" ")} failed`);
}

function nginxBinary() {
  return have("nginx") ? "nginx" : "/usr/sbin/nginx";
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function ensureBuild(siteUrl) {
  const buildId = join(root, distDir, "BUILD_ID");
  if (existsSync(buildId) && !forceBuild) {
    log(`using the build in ${distDir} (pass --build to rebuild)`);
    return;
  }
  log(`building into ${distDir}`);
  const result = spawnSync("npm", ["run", "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NEXT_DIST_DIR: distDir, SITE_URL: siteUrl },
  });
  if (result.status !== 0) throw new Error("The build failed.");
}

/** A product page that was pre-rendered, from the build's own list. */
function pickProductPath() {
  const manifest = JSON.parse(readFileSync(join(root, distDir, "prerender-manifest.json"), "utf8"));
  // English pages are built under /en/ and served without it.
  const routes = Object.keys(manifest.routes ?? {})
    .filter((r) => r.startsWith("/en/wallpaper/") && !r.endsWith("/on-your-wall"))
    .map((r) => r.slice(3));
  if (routes.length === 0) throw new Error("The build has no pre-rendered /wallpaper/ pages.");
  return routes.sort()[0];
}

// --- memory -------------------------------------------------------------------------------------

/** Resident memory of a process and its descendants, in bytes, from /proc. */
function treeRss(pid) {
  let total = 0;
  const stack = [pid];
  while (stack.length > 0) {
    const current = stack.pop();
    try {
      const status = readFileSync(`/proc/${current}/status`, "utf8");
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      total += kb * 1024;
      for (const task of readdirSync(`/proc/${current}/task`)) {
        const children = readFileSync(`/proc/${current}/task/${task}/children`, "utf8").trim();
        if (children) stack.push(...children.split(/\s+/).map(Number));
      }
    } catch {
      // The process ended between two reads.
    }
  }
  return total;
}

function startRssSampler(pid) {
  let peak = 0;
  let last = 0;
  const timer = setInterval(() => {
    last = treeRss(pid);
    peak = Math.max(peak, last);
  }, 100);
  return {
    reset() {
      peak = treeRss(pid);
    },
    peak: () => peak,
    current: () => treeRss(pid),
    stop: () => clearInterval(timer),
  };
}

// --- processes ----------------------------------------------------------------------------------

const children = new Set();
function track(child) {
  children.add(child);
  child.once("exit", () => children.delete(child));
  return child;
}
function stopAll() {
  for (const child of children) child.kill("SIGTERM");
}
process.on("exit", stopAll);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

async function startNext(port, dataDir, logFile) {
  const child = track(
    spawn(
      process.execPath,
      [
        ...serverNodeFlags,
        join(root, "node_modules/next/dist/bin/next"),
        "start",
        "-p",
        String(port),
        // Not 127.0.0.1, which the site refuses (src/lib/config/bind-address.ts); wrk still
        // connects over loopback.
        "-H",
        "0.0.0.0",
      ],
      {
        cwd: root,
        env: {
          ...process.env,
          NODE_ENV: "production",
          NEXT_DIST_DIR: distDir,
          NEXT_MANUAL_SIG_HANDLE: "true",
          NEXT_TELEMETRY_DISABLED: "1",
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl,
          SMTP_URL: "",
          // Every post comes from 127.0.0.1: the limit is raised for the run.
          RATE_LIMIT_MAX: "1000000",
          RATE_LIMIT_WINDOW_SECONDS: "86400",
          TRUSTED_PROXY_COUNT: "1",
          LOG_LEVEL: "info",
        },
        stdio: ["ignore", "pipe", "pipe"],
      },
    ),
  );
  const out = [];
  child.stdout.on("data", (chunk) => out.push(chunk));
  child.stderr.on("data", (chunk) => out.push(chunk));
  child.once("exit", () => writeFileSync(logFile, Buffer.concat(out)));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited:\n${Buffer.concat(out)}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.status === 200) return child;
    } catch {
      // Not yet listening.
    }
    await sleep(200);
  }
  throw new Error("next start did not become healthy within 120 s");
}

async function startNginx(config, port, workDir) {
  const file = join(workDir, "nginx.conf");
  writeFileSync(file, config);
  const test = spawnSync(nginxBinary(), ["-t", "-q", "-p", workDir, "-c", file], {
    encoding: "utf8",
  });
  if (test.status !== 0) throw new Error(`nginx -t failed:\n${test.stderr}`);
  const child = track(
    spawn(nginxBinary(), ["-p", workDir, "-c", file, "-g", "daemon off;"], { stdio: "inherit" }),
  );
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      return child;
    } catch {
      await sleep(100);
    }
  }
  throw new Error("nginx did not start");
}

function stopChild(child, signal = "SIGTERM") {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once("exit", () => done());
    child.kill(signal);
  });
}

function nginxMain(workDir, httpBody) {
  const user = process.getuid?.() === 0 ? "user root;\n" : "";
  return `${user}worker_processes auto;
pid ${workDir}/nginx.pid;
error_log ${workDir}/error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  client_body_temp_path ${workDir}/body;
  proxy_temp_path ${workDir}/proxy;
  fastcgi_temp_path ${workDir}/fastcgi;
  uwsgi_temp_path ${workDir}/uwsgi;
  scgi_temp_path ${workDir}/scgi;
${httpBody}
}
`;
}

/**
 * The pre-rendered HTML of the measured pages, copied from the build output with a gzip copy
 * beside each (nginx's gzip_static): the fastest way there is to serve these bytes.
 */
function prepareStaticRoot(workDir, paths) {
  const appDir = join(root, distDir, "server", "app");
  const staticRoot = join(workDir, "html");
  for (const path of paths) {
    const file = path === "/" ? "index.html" : `${path.slice(1)}.html`;
    // English pages are built under their language segment (/en/…) and served without it.
    const built = path === "/" ? "en.html" : `en/${path.slice(1)}.html`;
    const html = readFileSync(join(appDir, built));
    mkdirSync(dirname(join(staticRoot, file)), { recursive: true });
    writeFileSync(join(staticRoot, file), html);
    writeFileSync(join(staticRoot, `${file}.gz`), gzipSync(html, { level: 9 }));
  }
  return staticRoot;
}

function staticNginxConfig(workDir, port, staticRoot) {
  return nginxMain(
    workDir,
    `  gzip_static on;
  server {
    listen 127.0.0.1:${port};
    root ${staticRoot};
    default_type text/html;
    location = / { try_files /index.html =404; }
    location / { try_files $uri.html =404; }
  }`,
  );
}

/** deploy/nginx.conf as documented, with this run's ports and folders swapped in. */
function proxyNginxConfig(workDir, port, sitePort) {
  let site = readFileSync(join(root, "deploy", "nginx.conf"), "utf8");
  const swaps = [
    ["/var/cache/nginx/alcove-assets", join(workDir, "cache-assets")],
    ["/var/cache/nginx/alcove-pages", join(workDir, "cache-pages")],
    ["server 127.0.0.1:3000", `server 127.0.0.1:${sitePort}`],
    // Measured over plain HTTP on loopback: TLS would measure the handshake, not the site. The
    // redirecting port-80 server moves to the next port, out of the way.
    ["listen 443 ssl http2;", `listen 127.0.0.1:${port};`],
    ["listen [::]:443 ssl http2;", ""],
    ["listen 80;", `listen 127.0.0.1:${port + 1};`],
    ["listen [::]:80;", ""],
    ["ssl_certificate /etc/letsencrypt/live/alcove/fullchain.pem;", ""],
    ["ssl_certificate_key /etc/letsencrypt/live/alcove/privkey.pem;", ""],
  ];
  for (const [from, to] of swaps) {
    if (!site.includes(from)) {
      throw new Error(
        `deploy/nginx.conf no longer contains "${from}": update scripts/bench/run.mjs`,
      );
    }
    site = site.split(from).join(to);
  }
  return nginxMain(workDir, site);
}

// --- wrk ----------------------------------------------------------------------------------------

function wrk({ url, connections, seconds, script, threads = 1, env = {} }) {
  return new Promise((resolveRun, reject) => {
    const args = [
      `-t${threads}`,
      `-c${connections}`,
      `-d${seconds}s`,
      "--timeout",
      "10s",
      "-s",
      join(benchDir, script),
      url,
    ];
    const child = track(
      spawn("wrk", args, {
        env: { ...process.env, BENCH_LUA_DIR: benchDir, ...env },
        stdio: ["ignore", "pipe", "pipe"],
      }),
    );
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.once("exit", (code) => {
      const line = output.split("\n").find((l) => l.startsWith("BENCH_RESULT "));
      if (code !== 0 || !line) reject(new Error(`wrk failed (${code}):\n${output}`));
      else resolveRun(JSON.parse(line.slice("BENCH_RESULT ".length)));
    });
  });
}

// --- the run ------------------------------------------------------------------------------------

const results = [];

async function measure({ group, target, url, connections, script, env, threads, sampler }) {
  await wrk({ url, connections, seconds: warmupSeconds, script, env, threads });
  sampler?.reset();
  const result = await wrk({ url, connections, seconds: duration, script, env, threads });
  const row = {
    group,
    target,
    connections,
    ...result,
    peakRssMb: sampler ? Math.round(sampler.peak() / 1024 / 1024) : undefined,
  };
  results.push(row);
  const errors = Object.values(result.errors).reduce((a, b) => a + b, 0) + result.failures;
  log(
    `${group} | ${target} | c${connections}: ${Math.round(result.rps)} rps, ` +
      `p50 ${result.p50_ms.toFixed(1)} ms, p99 ${result.p99_ms.toFixed(1)} ms, errors ${errors}` +
      (row.peakRssMb ? `, peak RSS ${row.peakRssMb} MB` : ""),
  );
  return row;
}

function markdown(meta, soak) {
  const lines = [
    `Measured ${meta.date} on ${meta.machine}; ${meta.node}; build ${meta.build}; ` +
      `${meta.database}; ${duration} s per row after a ${warmupSeconds} s warm-up; wrk on the ` +
      `same machine; load average ${meta.load}.`,
    "",
    "| Setup | Target | Conns | req/s | p50 ms | p99 ms | Errors | Peak RSS MB |",
    "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |",
  ];
  for (const r of results) {
    const errors = Object.values(r.errors).reduce((a, b) => a + b, 0) + r.failures;
    lines.push(
      `| ${r.group} | ${r.target} | ${r.connections} | ${Math.round(r.rps).toLocaleString("en-US")} | ` +
        `${r.p50_ms.toFixed(1)} | ${r.p99_ms.toFixed(1)} | ${errors} | ${r.peakRssMb ?? "–"} |`,
    );
  }
  if (soak) {
    lines.push(
      "",
      `Soak (mixed pages and posts, 10 connections, ${soakSeconds} s each): peak RSS ` +
        `${soak.first} MB then ${soak.second} MB (${soak.change >= 0 ? "+" : ""}${soak.change.toFixed(1)}%); ` +
        `${soak.rps1} and ${soak.rps2} req/s; errors ${soak.errors}.`,
    );
  }
  return lines.join("\n");
}

async function main() {
  ensureTools();
  const sitePort = await freePort();
  ensureBuild(`http://127.0.0.1:${sitePort}`);
  const productPath = pickProductPath();
  // One filter is answered from a built page; two render per request (11 cards each).
  const catalogPath = "/catalog?style=damask";
  const combinedPath = "/catalog?style=botanical-floral&color=green";
  const work = mkdtempSync(join(tmpdir(), "alcove-bench-"));
  const dataDir = join(work, "data");
  log(`work folder ${work}`);

  const site = await startNext(sitePort, dataDir, join(work, "next.log"));
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const sampler = startRssSampler(site.pid);
  const { findContactAction } = await import("./contact-action.mjs");
  const action = await findContactAction(siteUrl, join(root, distDir));
  const postEnv = (origin) => ({
    BENCH_ACTION_ID: action.id,
    BENCH_ACTION_PATH: action.path,
    BENCH_ORIGIN: origin,
    BENCH_NONCE: randomBytes(4).toString("hex"),
  });
  const gzip = { BENCH_HEADERS: "Accept-Encoding: gzip" };
  const pages = [
    ["home /", "/"],
    [`product ${productPath}`, productPath],
    [`catalogue ${catalogPath}`, catalogPath],
    [`catalogue ${combinedPath}`, combinedPath],
  ];

  const formTarget = `contact form post (${driverLabel})`;
  const loadBefore = loadavg()[0];

  if (groups.has("next")) {
    // One visitor posting alone: the latency a person sees when the site is quiet.
    await measure({
      group: "Next.js alone",
      target: formTarget,
      url: siteUrl + action.path,
      connections: 1,
      script: "contact-post.lua",
      env: postEnv(siteUrl),
      sampler,
    });
    for (const connections of [10, 100]) {
      for (const [target, path] of pages) {
        await measure({
          group: "Next.js alone",
          target,
          url: siteUrl + path,
          connections,
          script: "get.lua",
          sampler,
        });
      }
      await measure({
        group: "Next.js alone",
        target: "home /, gzip",
        url: `${siteUrl}/`,
        connections,
        script: "get.lua",
        env: gzip,
        sampler,
      });
      await measure({
        group: "Next.js alone",
        target: formTarget,
        url: siteUrl + action.path,
        connections,
        script: "contact-post.lua",
        env: postEnv(siteUrl),
        sampler,
      });
    }
  }

  if (groups.has("static")) {
    // The ceiling: the same pre-rendered HTML from nginx, no Node.js involved.
    const staticPort = await freePort();
    const staticDir = join(work, "nginx-static");
    mkdirSync(staticDir);
    const staticRoot = prepareStaticRoot(staticDir, ["/", productPath]);
    const staticNginx = await startNginx(
      staticNginxConfig(staticDir, staticPort, staticRoot),
      staticPort,
      staticDir,
    );
    for (const connections of [10, 100]) {
      for (const [target, path] of pages.slice(0, 2)) {
        await measure({
          group: "nginx, static files",
          target,
          url: `http://127.0.0.1:${staticPort}${path}`,
          connections,
          script: "get.lua",
          threads: 2,
        });
      }
      await measure({
        group: "nginx, static files",
        target: "home /, gzip",
        url: `http://127.0.0.1:${staticPort}/`,
        connections,
        script: "get.lua",
        env: gzip,
        threads: 2,
      });
    }
    await stopChild(staticNginx);
  }

  if (groups.has("proxy")) {
    // The documented deployment: deploy/nginx.conf in front of the same server.
    const proxyPort = await freePort();
    const proxyDir = join(work, "nginx-proxy");
    mkdirSync(proxyDir);
    const proxy = await startNginx(
      proxyNginxConfig(proxyDir, proxyPort, sitePort),
      proxyPort,
      proxyDir,
    );
    const proxyUrl = `http://127.0.0.1:${proxyPort}`;
    for (const connections of [10, 100]) {
      for (const [target, path] of pages) {
        await measure({
          group: "behind deploy/nginx.conf",
          target,
          url: proxyUrl + path,
          connections,
          script: "get.lua",
          threads: 2,
          sampler,
        });
      }
      await measure({
        group: "behind deploy/nginx.conf",
        target: "home /, gzip",
        url: `${proxyUrl}/`,
        connections,
        script: "get.lua",
        env: gzip,
        threads: 2,
        sampler,
      });
      await measure({
        group: "behind deploy/nginx.conf",
        target: formTarget,
        url: proxyUrl + action.path,
        connections,
        script: "contact-post.lua",
        env: postEnv(proxyUrl),
        threads: 2,
        sampler,
      });
    }
    await stopChild(proxy);
  }

  // Memory over time: the same mix twice; a leak shows as the second run's peak climbing.
  let soak;
  if (groups.has("soak") && soakSeconds > 0) {
    const runs = [];
    for (let i = 0; i < 2; i++) {
      sampler.reset();
      const result = await wrk({
        url: siteUrl,
        connections: 10,
        seconds: soakSeconds,
        script: "mixed.lua",
        env: { ...postEnv(siteUrl), BENCH_PATHS: pages.map(([, p]) => p).join("|") },
      });
      runs.push({ ...result, peak: Math.round(sampler.peak() / 1024 / 1024) });
      log(`soak ${i + 1}: ${Math.round(result.rps)} rps, peak RSS ${runs[i].peak} MB`);
    }
    soak = {
      first: runs[0].peak,
      second: runs[1].peak,
      change: ((runs[1].peak - runs[0].peak) / runs[0].peak) * 100,
      rps1: Math.round(runs[0].rps),
      rps2: Math.round(runs[1].rps),
      errors: runs.reduce(
        (sum, r) => sum + Object.values(r.errors).reduce((a, b) => a + b, 0) + r.failures,
        0,
      ),
    };
  }

  sampler.stop();
  await stopChild(site);
  const meta = {
    date: new Date().toISOString().slice(0, 10),
    machine: `${cpus().length} cores, ${Math.round(totalmem() / 1024 ** 3)} GB`,
    node: `Node.js ${process.version}`,
    build: readFileSync(join(root, distDir, "BUILD_ID"), "utf8").trim(),
    database: driverLabel,
    // Other work on the machine skews every figure: the 1-minute load average before and after.
    load: `${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)}`,
  };
  const table = markdown(meta, soak);
  const reports = join(root, "reports", "bench");
  mkdirSync(reports, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  writeFileSync(join(reports, `${stamp}.json`), JSON.stringify({ meta, results, soak }, null, 2));
  writeFileSync(join(reports, `${stamp}.md`), `${table}\n`);
  writeFileSync(join(reports, "latest.md"), `${table}\n`);
  console.log(table);
  rmSync(work, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  stopAll();
  process.exit(1);
});
