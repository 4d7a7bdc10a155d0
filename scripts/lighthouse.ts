/**
 * Lighthouse (mobile, default simulated throttling) over every route of the route manifest, on
 * the production build. `--gate` (in `npm test`): one run per route, a median of five where
 * Performance is below 90 or LCP above 2.5 s (and a second one after the other routes), fails
 * on any budget. Without it (`npm run lighthouse`, five runs): medians, the figures for notes.
 * Prints a table and writes reports/lighthouse.md.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";

import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import type { Result as LighthouseResult } from "lighthouse";

import {
  defaultJsBudgetKb,
  lighthouseRoutes,
  type RouteEntry,
} from "../src/lib/routes/route-manifest";

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, "").split("=");
    return [key!, value ?? "true"] as const;
  }),
);
const gate = args.has("gate");
const runs = Number(args.get("runs") ?? (gate ? 1 : 3));
const only = args.get("only");
const port = Number(process.env.PORT ?? 3100);
const origin = `http://localhost:${port}`;

const thresholds = {
  // The aim is 98 and 1.5 s; the gate leaves room for a shared 2-core machine, where identical
  // runs differ by several points and by up to a second of simulated LCP.
  performance: 90,
  lcpMs: 2500,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0.005,
};

type Row = {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
  budgetKb: number;
  indexable: boolean;
};

async function waitForServer(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Server at ${url} did not start`);
}

async function startServer(): Promise<ChildProcess | undefined> {
  try {
    if ((await fetch(`${origin}/robots.txt`)).ok) return undefined; // reuse a running server
  } catch {
    // Start our own below.
  }
  const child = spawn("node", ["scripts/start.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      SKIP_BUILD: "1",
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? ".next-test",
      SITE_URL: process.env.SITE_URL ?? origin,
      DATA_DIR: process.env.DATA_DIR ?? `${process.env.TMPDIR ?? "/tmp"}/alcove-lighthouse-data`,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitForServer(`${origin}/robots.txt`, 120_000);
  return child;
}

function score(lhr: LighthouseResult, id: string): number {
  return Math.round((lhr.categories[id]?.score ?? 0) * 100);
}

function scriptKb(lhr: LighthouseResult): number {
  const details = lhr.audits["network-requests"]?.details as
    { items?: { url: string; resourceType?: string; transferSize?: number }[] } | undefined;
  const bytes = (details?.items ?? [])
    .filter((item) => item.resourceType === "Script" && item.url.startsWith(origin))
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return Math.round((bytes / 1024) * 10) / 10;
}

function toRow(route: RouteEntry, lhr: LighthouseResult): Row {
  return {
    path: route.path,
    performance: score(lhr, "performance"),
    accessibility: score(lhr, "accessibility"),
    bestPractices: score(lhr, "best-practices"),
    seo: score(lhr, "seo"),
    lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
    tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
    cls: Math.round((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0) * 10000) / 10000,
    jsKb: scriptKb(lhr),
    budgetKb: route.jsBudgetKb ?? defaultJsBudgetKb,
    indexable: route.indexable,
  };
}

function failures(row: Row): string[] {
  const problems: string[] = [];
  if (row.performance < thresholds.performance) problems.push(`performance ${row.performance}`);
  if (row.lcpMs > thresholds.lcpMs) problems.push(`LCP ${row.lcpMs} ms`);
  if (row.accessibility < thresholds.accessibility)
    problems.push(`accessibility ${row.accessibility}`);
  if (row.bestPractices < thresholds.bestPractices)
    problems.push(`best practices ${row.bestPractices}`);
  if (row.indexable && row.seo < thresholds.seo) problems.push(`SEO ${row.seo}`);
  if (row.cls >= thresholds.cls) problems.push(`CLS ${row.cls}`);
  if (row.jsKb > row.budgetKb) problems.push(`client JS ${row.jsKb} kB > ${row.budgetKb} kB`);
  return problems;
}

/** Performance and LCP are the figures one noisy run can miss: a median of five decides them. */
function slow(row: Row): boolean {
  return row.performance < thresholds.performance || row.lcpMs > thresholds.lcpMs;
}

function isTiming(problem: string): boolean {
  return problem.startsWith("performance") || problem.startsWith("LCP");
}

function failingAudits(lhr: LighthouseResult): string[] {
  const ids = ["accessibility", "best-practices", "seo"];
  return ids.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}/${ref.id}`),
  );
}

async function main() {
  const server = await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  const rows: Row[] = [];
  const problems: string[] = [];
  try {
    const routes = lighthouseRoutes().filter(
      (route) => !only || only.split(",").includes(route.path),
    );
    const audit = async (url: string): Promise<LighthouseResult | undefined> => {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      // A run that failed to load the page (runtimeError) measures the machine, not the page.
      return result && !result.lhr.runtimeError ? result.lhr : undefined;
    };
    const measure = async (route: RouteEntry, firstRuns: number): Promise<Row> => {
      const url = `${origin}${route.path}`;
      await fetch(url); // warm the server's caches for this route
      const results: LighthouseResult[] = [];
      for (let i = 0; i < firstRuns; i++) {
        const lhr = await audit(url);
        if (lhr) results.push(lhr);
      }
      // The gate runs once per route; when that run is slow (or failed), four more are taken and
      // the median of five decides: simulated LCP on a 2-core machine swings by a second between
      // identical runs, so one noisy run neither passes nor fails a route.
      if (gate && (results.length === 0 || slow(toRow(route, results[0]!)))) {
        for (let attempt = 0; attempt < 4 && results.length < 5; attempt++) {
          const lhr = await audit(url);
          if (lhr) results.push(lhr);
        }
      }
      if (results.length === 0) throw new Error(`Lighthouse could not load ${url}`);
      const lhr = results.length > 1 ? computeMedianRun(results) : results[0]!;
      const row = toRow(route, lhr);
      const rowProblems = failures(row);
      if (rowProblems.length > 0) {
        failed.set(route.path, `${rowProblems.join(", ")} [${failingAudits(lhr).join(" ")}]`);
      } else {
        failed.delete(route.path);
      }
      console.log(
        `${route.path.padEnd(48)} P${row.performance} A${row.accessibility} BP${row.bestPractices} SEO${row.seo} LCP ${row.lcpMs} ms TBT ${row.tbtMs} ms CLS ${row.cls} JS ${row.jsKb} kB`,
      );
      return row;
    };
    const failed = new Map<string, string>();
    for (const route of routes) rows.push(await measure(route, runs));
    // A route that only missed the performance or LCP bar gets a second median of five after the
    // others: a busy stretch of a shared machine can last the length of five runs. Everything
    // else (accessibility, best practices, SEO, CLS, JS) fails at once.
    if (gate) {
      for (const [index, route] of routes.entries()) {
        const row = rows[index]!;
        const others = failures(row).filter((problem) => !isTiming(problem));
        if (!slow(row) || others.length > 0) continue;
        console.log(
          `${route.path}: performance ${row.performance} (LCP ${row.lcpMs} ms), measured again`,
        );
        rows[index] = await measure(route, 5);
      }
    }
    problems.push(...[...failed].map(([path, problem]) => `${path}: ${problem}`));
  } finally {
    await chrome.kill();
    if (server?.pid) server.kill("SIGTERM");
  }

  const header = "| Route | Perf | A11y | BP | SEO | LCP ms | TBT ms | CLS | JS kB gz |";
  const table = [
    header,
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...rows.map(
      (r) =>
        `| ${r.path} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.indexable ? r.seo : `${r.seo} (noindex)`} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.jsKb} |`,
    ),
  ].join("\n");
  mkdirSync("reports", { recursive: true });
  const title = gate
    ? "Lighthouse gate (1 run per route; the median of 5 where the first was below the bar, and a second median of 5 at the end for a route still below it)"
    : `Lighthouse medians of ${runs} runs`;
  writeFileSync(
    gate ? "reports/lighthouse-gate.md" : "reports/lighthouse.md",
    `# ${title}\n\n${new Date().toISOString()}\n\n${table}\n`,
  );
  console.log(`\n${title}\n${table}`);
  if (problems.length > 0) {
    console.error(`\nLighthouse budgets failed:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    if (gate) process.exit(1);
  } else {
    console.log(`\nlighthouse: ${rows.length} passed, 0 failed`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
