#!/usr/bin/env node
// `npm run test:standalone`: what deploy/Dockerfile builds, proved without Docker. Builds the
// standalone output the way the image's build stage does, lays it out in a fresh folder the way
// the runtime stage copies it, starts `node server.js` there with the image's environment on an
// empty DATA_DIR, and checks what a visitor and the owner rely on. Exits non-zero on any failure.
//
//   node scripts/standalone-check.mjs                 # build, then check
//   STANDALONE_SKIP_BUILD=1 node scripts/standalone-check.mjs   # check the last build again
//
// `npm test` builds `.next-test` with NEXT_OUTPUT=standalone and runs this with
// STANDALONE_DIST_DIR=.next-test STANDALONE_SKIP_BUILD=1: one build serves `next start` and this.
//
// STANDALONE_DIST_DIR (default .next-standalone) is the build folder. Never let this script build
// into `.next`, which `npm start` serves, or `.next-test`, whose SITE_URL the browser tests rely
// on: only check those with STANDALONE_SKIP_BUILD=1. STANDALONE_PORT picks the port; otherwise
// the first free one from 3300.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes, randomUUID, scryptSync } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { rmSync, statSync } from "node:fs";
import { request } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { serverNodeFlags } from "./server-node-flags.mjs";

const root = new URL("..", import.meta.url).pathname;
process.chdir(root);

const distDir = process.env.STANDALONE_DIST_DIR ?? ".next-standalone";
const skipBuild = process.env.STANDALONE_SKIP_BUILD === "1";
// The image's build argument (and, with STANDALONE_SKIP_BUILD, the one the build was made
// with). By default an https origin, as in production: it turns on upgrade-insecure-requests
// exactly as a real deployment would.
const siteUrl = (
  process.env.STANDALONE_SITE_URL ||
  process.env.SITE_URL ||
  "https://www.alcove-wallcoverings.example"
).replace(/\/+$/, "");

/** Every variable the site reads. Set empty for the build, so no local .env file can fill them. */
const siteVariables = [
  "NODE_ENV",
  "PORT",
  "SITE_URL",
  "SITE_INDEXABLE",
  "DATA_DIR",
  "DATABASE_URL",
  "SMTP_URL",
  "MAIL_FROM",
  "OWNER_EMAIL",
  "RATE_LIMIT_MAX",
  "RATE_LIMIT_WINDOW_SECONDS",
  "TRUSTED_PROXY_COUNT",
  "OUTBOX_POLL_MS",
  "MAX_BODY_BYTES",
  "LOG_LEVEL",
  "ADMIN_PASSWORD_HASH",
  "RETENTION_MONTHS",
];

const results = [];
const cleanups = [];
let server;

function report(name, ok, detail, ms) {
  results.push({ name, ok });
  const time = ms === undefined ? "" : ` (${(ms / 1000).toFixed(1)} s)`;
  console.log(`${ok ? "ok  " : "FAIL"} ${name}${time}${detail ? `: ${detail}` : ""}`);
}

async function check(name, fn) {
  const t0 = Date.now();
  try {
    const detail = await fn();
    report(name, true, detail, Date.now() - t0);
    return true;
  } catch (error) {
    report(name, false, error instanceof Error ? error.message : String(error), Date.now() - t0);
    return false;
  }
}

function assert(condition, message) {
  if (!condition) throw new Error(message);
}

function cleanUp() {
  if (server && server.exitCode === null && server.signalCode === null) server.kill("SIGKILL");
  for (const fn of cleanups.reverse()) {
    try {
      fn();
    } catch {
      // Best effort: a temp folder left behind is not worth failing over.
    }
  }
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.unref();
    probe.once("error", () => resolve(false));
    probe.listen(port, "0.0.0.0", () => probe.close(() => resolve(true)));
  });
}

async function pickPort() {
  if (process.env.STANDALONE_PORT) return Number(process.env.STANDALONE_PORT);
  for (let port = 3300; port < 3400; port++) if (await portIsFree(port)) return port;
  throw new Error("No free port between 3300 and 3399 (set STANDALONE_PORT).");
}

/** The image runs Node 24: use the project's pinned Node when it is installed. */
function nodeBinary() {
  const pinned = join(root, "node_modules", "node", "bin", "node");
  return existsSync(pinned) ? pinned : process.execPath;
}

/** GET with a chosen Host header, which fetch does not let a caller set. */
function getWithHost(url, host) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { Host: host } }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

const started = Date.now();

// 1. The image's build stage: `RUN NEXT_OUTPUT=standalone npm run build` with SITE_URL and
//    NEXT_TELEMETRY_DISABLED=1, on a context without .env files (the .dockerignore drops them).
let buildMs = 0;
if (!skipBuild) {
  const t0 = Date.now();
  console.log(
    `> NEXT_OUTPUT=standalone NEXT_DIST_DIR=${distDir} SITE_URL=${siteUrl} npm run build`,
  );
  const env = { ...process.env };
  for (const name of siteVariables) env[name] = "";
  delete env.NODE_ENV;
  Object.assign(env, {
    NEXT_TELEMETRY_DISABLED: "1",
    NEXT_OUTPUT: "standalone",
    NEXT_DIST_DIR: distDir,
    SITE_URL: siteUrl,
  });
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit", env });
  buildMs = Date.now() - t0;
  if (build.status !== 0) {
    report("standalone build", false, `npm run build exited ${build.status}`, buildMs);
    process.exit(1);
  }
  report("standalone build", true, distDir, buildMs);
}

const standalone = join(distDir, "standalone");
if (!existsSync(join(standalone, "server.js"))) {
  report(
    "standalone build",
    false,
    `no ${standalone}/server.js: build with NEXT_OUTPUT=standalone`,
  );
  process.exit(1);
}

// 2. The image's runtime stage, as COPY lines: the standalone folder at the root, the build's
//    static files beside its server files, public/ and scripts/db/. DATA_DIR is a separate,
//    empty folder, like the /data volume.
const app = mkdtempSync(join(tmpdir(), "alcove-image-"));
const dataDir = mkdtempSync(join(tmpdir(), "alcove-data-"));
cleanups.push(() => rmSync(app, { recursive: true, force: true }));
cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));

try {
  await main();
} finally {
  cleanUp();
}

async function main() {
  const layoutOk = await check("image layout", () => {
    cpSync(standalone, app, { recursive: true, verbatimSymlinks: true });
    // The Dockerfile copies .next/static to ./.next/static; here the build folder has another
    // name, and server.js looks for its static files under that name.
    cpSync(join(distDir, "static"), join(app, distDir, "static"), { recursive: true });
    cpSync("public", join(app, "public"), { recursive: true });
    cpSync(join("scripts", "db"), join(app, "scripts", "db"), { recursive: true });
    // What the tracer must have found although nothing imports it.
    const migrations = readdirSync(join(app, "drizzle")).filter((f) => f.endsWith(".sql"));
    assert(migrations.length > 0, "no drizzle/*.sql migrations in the standalone output");
    const pglite = join(app, "node_modules", "@electric-sql", "pglite", "dist");
    const wasm = existsSync(pglite) ? readdirSync(pglite).filter((f) => f.endsWith(".wasm")) : [];
    assert(wasm.length > 0, "no PGlite .wasm in the standalone output");
    assert(!existsSync(join(app, "node_modules", "vitest")), "dev dependencies were traced");
    return `${migrations.length} migrations, PGlite ${wasm.join(", ")}, no dev dependencies`;
  });
  if (!layoutOk) return;

  const port = await pickPort();
  const base = `http://127.0.0.1:${port}`;
  // Any valid hash will do: the sign-in page only needs the inbox to be enabled.
  const salt = randomBytes(16);
  const key = scryptSync(randomUUID(), salt, 32, { N: 1024, r: 8, p: 1 });
  const adminHash = `scrypt$1024$8$1$${salt.toString("base64")}$${key.toString("base64")}`;
  // The image's ENV lines, plus what the documented `docker run` and compose.yaml pass (SITE_URL,
  // which pages rendered per request need, and the owner's inbox); nothing else from this
  // machine's environment.
  const env = {
    PATH: process.env.PATH ?? "/usr/local/bin:/usr/bin:/bin",
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    NEXT_MANUAL_SIG_HANDLE: "true",
    HOSTNAME: "0.0.0.0",
    PORT: String(port),
    DATA_DIR: dataDir,
    SITE_URL: siteUrl,
    ADMIN_PASSWORD_HASH: adminHash,
    // The image's build folder is .next, where /api/health finds BUILD_ID by default; this one
    // has another name (server.js itself knows it from the build).
    NEXT_DIST_DIR: distDir,
  };
  const lines = [];
  const t0 = Date.now();
  server = spawn(nodeBinary(), [...serverNodeFlags, "server.js"], {
    cwd: app,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (const stream of [server.stdout, server.stderr]) {
    let rest = "";
    stream.setEncoding("utf8");
    stream.on("data", (chunk) => {
      const parts = (rest + chunk).split("\n");
      rest = parts.pop() ?? "";
      lines.push(...parts.filter(Boolean));
    });
  }
  const exited = new Promise((resolve) =>
    server.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const showLog = () => console.log(`--- server output ---\n${lines.slice(-40).join("\n")}`);

  const healthy = await check("GET /api/health", async () => {
    const deadline = Date.now() + 120_000;
    for (;;) {
      assert(server.exitCode === null, `server.js exited with ${server.exitCode}`);
      assert(Date.now() < deadline, "not healthy within 120 s");
      const response = await fetch(`${base}/api/health`).catch(() => undefined);
      if (response?.status === 200) {
        const body = await response.json();
        assert(body.status === "ok", `status ${body.status}`);
        assert(body.database === "reachable", `database ${body.database}`);
        assert(body.migrations === "current", `migrations ${body.migrations}`);
        const buildId = readFileSync(join(distDir, "BUILD_ID"), "utf8").trim();
        assert(body.build === buildId, `build ${body.build}, expected ${buildId}`);
        return `200 ok after ${((Date.now() - t0) / 1000).toFixed(1)} s, migrations current, node ${spawnSync(nodeBinary(), ["--version"], { encoding: "utf8" }).stdout.trim()}`;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });
  if (!healthy) {
    showLog();
    return;
  }

  let aboutHtml = "";
  await check("pre-rendered page /about", async () => {
    const response = await fetch(`${base}/about`);
    aboutHtml = await response.text();
    assert(response.status === 200, `status ${response.status}`);
    assert(/text\/html/.test(response.headers.get("content-type") ?? ""), "not HTML");
    assert(/<h1[\s>]/.test(aboutHtml), "no <h1> in the page");
    assert(response.headers.get("x-nextjs-prerender"), "not served from the pre-rendered output");
    // The standalone server keeps its own copy of the pages and their headers: the policy must
    // have reached that copy too.
    assert(response.headers.get("content-security-policy"), "no Content-Security-Policy");
    assert(aboutHtml.includes(`${siteUrl}/about`), `canonical URL is not ${siteUrl}/about`);
    return `200, ${aboutHtml.length} bytes, pre-rendered, canonical ${siteUrl}/about`;
  });

  await check("page rendered per request /catalog", async () => {
    const response = await fetch(`${base}/catalog`);
    const html = await response.text();
    assert(response.status === 200, `status ${response.status}`);
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    assert(
      canonical === `${siteUrl}/catalog`,
      `canonical ${canonical}, expected ${siteUrl}/catalog`,
    );
    return `200, canonical ${canonical}`;
  });

  await check("static asset /_next/static", async () => {
    const path = /\/_next\/static\/[^"'\s)?]+\.(?:css|js)/.exec(aboutHtml)?.[0];
    assert(path, "no /_next/static/ asset in the page");
    const response = await fetch(`${base}${path}`);
    assert(response.status === 200, `${path}: status ${response.status}`);
    assert((await response.arrayBuffer()).byteLength > 0, `${path}: empty`);
    assert(/immutable/.test(response.headers.get("cache-control") ?? ""), "not immutable");
    return `${path} 200 ${response.headers.get("content-type")}`;
  });

  await check("generated image /images/generated", async () => {
    const pattern = /\/images\/generated\/[^"'\s,)?]+\.(?:avif|webp|png|jpe?g|svg)/;
    let path = pattern.exec(aboutHtml)?.[0];
    if (!path) path = pattern.exec(await (await fetch(`${base}/`)).text())?.[0];
    assert(path, "no /images/generated/ image on /about or /");
    const response = await fetch(`${base}${path}`);
    const type = response.headers.get("content-type") ?? "";
    assert(response.status === 200, `${path}: status ${response.status}`);
    assert(type.startsWith("image/"), `${path}: content type ${type}`);
    assert((await response.arrayBuffer()).byteLength > 0, `${path}: empty`);
    return `${path} 200 ${type}`;
  });

  await check("contact form stored and e-mailed", async () => {
    // As tests/server/support/contact-action.ts posts it: the action id from the page's
    // progressive-enhancement inputs, the form's fields under _1_, the arguments under 0.
    const html = await (await fetch(`${base}/contact`)).text();
    const id =
      /name="\$ACTION_ID_([0-9a-f]{20,})"/.exec(html)?.[1] ??
      /name="\$ACTION_\d+:0"\s+value="\{&quot;id&quot;:&quot;([0-9a-f]{20,})&quot;/.exec(html)?.[1];
    assert(id, "no Server Action id in the /contact form");
    const token = randomUUID();
    const fields = {
      name: "Standalone Check",
      email: "standalone.check@example.com",
      phone: "",
      message: `Standalone image check ${token}`,
      idempotencyKey: randomUUID(),
      page: "/contact",
      landingPage: "/contact",
      utm: "",
      website: "",
    };
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(`_1_${name}`, value);
    body.append("0", JSON.stringify([{}, "$K1"]));
    const response = await fetch(`${base}/contact`, {
      method: "POST",
      headers: { Accept: "text/x-component", "Next-Action": id, Origin: base },
      body,
    });
    const text = await response.text();
    assert(response.status === 200, `status ${response.status}`);
    assert(/"status":"success"/.test(text), "the action did not report success");
    // No SMTP_URL: the outbox writes the owner's e-mail into DATA_DIR/mail.
    const mail = join(dataDir, "mail");
    const deadline = Date.now() + 20_000;
    for (;;) {
      const files = existsSync(mail) ? readdirSync(mail).filter((f) => f.endsWith(".eml")) : [];
      const match = files.find((f) => readFileSync(join(mail, f), "utf8").includes(token));
      if (match) {
        const health = await (await fetch(`${base}/api/health`)).json();
        assert(health.outbox.failed === 0, `outbox failed ${health.outbox.failed}`);
        return `stored, ${files.length} .eml in DATA_DIR/mail (${match})`;
      }
      assert(Date.now() < deadline, "no .eml with the message in DATA_DIR/mail within 20 s");
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });

  await check("sign-in over plain HTTP explains HTTPS", async () => {
    const remote = await getWithHost(`${base}/admin/sign-in`, "alcove.example");
    assert(remote.status === 200, `status ${remote.status} for Host alcove.example`);
    assert(remote.body.includes('id="insecure-connection"'), "no notice for Host alcove.example");
    assert(remote.body.includes('name="password"'), "the form is gone");
    const httpsLink = `href="${siteUrl}/admin/sign-in"`;
    if (siteUrl.startsWith("https://")) {
      assert(remote.body.includes(httpsLink), `no link to ${siteUrl}/admin/sign-in`);
    }
    const local = await getWithHost(`${base}/admin/sign-in`, `localhost:${port}`);
    assert(local.status === 200, `status ${local.status} for Host localhost`);
    assert(!local.body.includes('id="insecure-connection"'), "notice shown on localhost");
    return "notice above the form for http://alcove.example, none for localhost";
  });

  await check("online backup with the image's scripts/db", async () => {
    const out = join(dataDir, "backup.tar.gz");
    const backup = spawnSync(nodeBinary(), ["scripts/db/backup.mjs", "--out", out], {
      cwd: app,
      env,
      encoding: "utf8",
      timeout: 120_000,
    });
    assert(backup.status === 0, `exit ${backup.status}: ${backup.stderr || backup.stdout}`);
    assert(statSync(out).size > 0, "empty backup");
    return `${(statSync(out).size / 1024).toFixed(0)} kB, restored and counted`;
  });

  await check("SIGTERM: drains, exits 0, releases the data folder", async () => {
    process.kill(server.pid, "SIGTERM");
    const timer = setTimeout(() => server.kill("SIGKILL"), 30_000);
    const exit = await exited;
    clearTimeout(timer);
    assert(exit.code === 0, `exit ${JSON.stringify(exit)}`);
    assert(!existsSync(join(dataDir, "pglite.lock")), "pglite.lock left behind");
    const events = lines.flatMap((line) => {
      try {
        return line.startsWith("{") ? [JSON.parse(line).event] : [];
      } catch {
        return [];
      }
    });
    assert(events.includes("server.stopped"), "no server.stopped log line");
    return "exit 0, lock released";
  });

  if (results.some((r) => !r.ok)) showLog();
}

const failed = results.filter((r) => !r.ok).length;
const totalMs = Date.now() - started;
console.log(
  `standalone: ${results.length - failed} passed, ${failed} failed; build ${(buildMs / 1000).toFixed(1)} s, checks ${((totalMs - buildMs) / 1000).toFixed(1)} s`,
);
process.exit(failed > 0 ? 1 : 0);
