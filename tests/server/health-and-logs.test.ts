import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { contactActionBody, findContactAction, postContact } from "./support/contact-action";
import {
  buildDir,
  freePort,
  startProductionServer,
  type ProductionServer,
} from "./support/production-server";

let dataDir: string;
let server: ProductionServer;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "alcove-health-"));
  // An SMTP server that is down: e-mails stay in the outbox, as in an outage.
  const smtpPort = await freePort();
  server = await startProductionServer({
    dataDir,
    env: {
      RATE_LIMIT_MAX: "1000",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      // SMTP_URL requires real-looking addresses; the SMTP port is loopback and closed.
      OWNER_EMAIL: "owner@alcove-showroom.com",
      MAIL_FROM: "Alcove Wallcoverings <showroom@alcove-showroom.com>",
    },
  });
});

afterAll(async () => {
  await server?.stop("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the production build", () => {
  it("answers /api/health with fresh JSON", async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(await response.json()).toMatchObject({
      status: "ok",
      database: "reachable",
      migrations: "current",
      outbox: { pending: 0, failed: 0 },
      version: expect.any(String),
      build: readFileSync(join(buildDir(), "BUILD_ID"), "utf8").trim(),
    });
  });

  it("keeps the pages pre-rendered", async () => {
    const manifest = JSON.parse(
      readFileSync(join(buildDir(), "prerender-manifest.json"), "utf8"),
    ) as { routes: Record<string, unknown> };
    // Each page is built once per language, under its language segment.
    for (const route of ["/en", "/en/contact", "/en/about", "/es", "/es/contact", "/es/about"]) {
      expect(manifest.routes).toHaveProperty(route);
    }
    expect(manifest.routes).not.toHaveProperty("/api/health");
    const home = await fetch(`${server.url}/`);
    expect(home.headers.get("x-nextjs-prerender")).toBeTruthy();
    expect(home.headers.get("cache-control")).toContain("s-maxage");
  });

  it("serves a filtered listing from its per-request page, not a redirect", async () => {
    for (const path of ["/catalog?style=damask", "/es/catalogo?color=white"]) {
      const response = await fetch(`${server.url}${path}`, { redirect: "manual" });
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toMatch(/<h1[^>]*>/);
    }
  });

  it("refuses to start on a loopback IP, saying what to listen on instead", async () => {
    const otherDir = mkdtempSync(join(tmpdir(), "alcove-loopback-"));
    try {
      const start = startProductionServer({ dataDir: otherDir, hostname: "127.0.0.1" });
      await expect(start).rejects.toThrow(/"code":1/);
      await expect(start).rejects.toThrow(/server\.loopback_hostname.*Listen on localhost/);
    } finally {
      rmSync(otherDir, { recursive: true, force: true });
    }
  });

  it("logs a submission as JSON with its request id, never its text or address", async () => {
    const action = await findContactAction(server.url, buildDir());
    const requestId = randomUUID().replace(/-/g, "");
    const response = await fetch(`${server.url}${action.path}`, {
      method: "POST",
      headers: {
        Accept: "text/x-component",
        "Next-Action": action.id,
        Origin: server.url,
        // As nginx sends it: the site keeps a well-formed id from its proxy.
        "X-Request-Id": requestId,
      },
      body: contactActionBody({
        name: "Logan Privacy",
        email: "logan.privacy@example.com",
        phone: "305 555 0199",
        message: "A very private question about the dining room",
        idempotencyKey: randomUUID(),
        page: "/contact",
        website: "",
      }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-request-id")).toBe(requestId);
    expect(await response.text()).toContain('"status":"success"');

    await new Promise((resolve) => setTimeout(resolve, 300));
    const stored = server.events().find((e) => e.event === "form.stored");
    expect(stored).toMatchObject({ level: "info", form: "contact", requestId });
    const everything = server.lines.join("\n");
    expect(everything).not.toContain("logan.privacy@");
    expect(everything).not.toContain("Logan Privacy");
    expect(everything).not.toContain("private question");
    expect(everything).not.toContain("555 0199");
  });

  it("logs a 404 with its path and request id", async () => {
    const response = await fetch(`${server.url}/no-such-page-here`);
    expect(response.status).toBe(404);
    const requestId = response.headers.get("x-request-id");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.events().find((e) => e.event === "page_not_found")).toMatchObject({
      path: "/no-such-page-here",
      requestId,
    });
  });

  it("counts the e-mails an SMTP outage holds back", async () => {
    const action = await findContactAction(server.url, buildDir());
    const result = await postContact(server.url, action, {
      name: "Count Me",
      email: "count.me@example.com",
      message: "Hello",
      idempotencyKey: randomUUID(),
      website: "",
    });
    expect(result.success).toBe(true);
    // One check serves the health requests of the same second.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const health = (await (await fetch(`${server.url}/api/health`)).json()) as {
      status: string;
      outbox: { pending: number; failed: number; oldestPendingSeconds: number | null };
    };
    // Two submissions so far, each with an owner notification and a visitor confirmation.
    expect(health).toMatchObject({ status: "ok", outbox: { pending: 4, failed: 0 } });
    expect(health.outbox.oldestPendingSeconds).toBeGreaterThanOrEqual(0);
  });

  it("says it is shutting down, then exits 0 with the folder released", async () => {
    server.child.kill("SIGTERM");
    expect(await server.exited).toEqual({ code: 0, signal: null });
    const events = server.events().map((e) => e.event);
    expect(events).toEqual(
      expect.arrayContaining(["server.started", "server.shutdown", "server.stopped"]),
    );
    expect(events.indexOf("server.shutdown")).toBeLessThan(events.indexOf("server.stopped"));
  });
});
