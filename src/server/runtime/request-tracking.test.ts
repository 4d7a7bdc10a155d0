import { spawn } from "node:child_process";
import { createServer, request, type Server } from "node:http";
import { type AddressInfo } from "node:net";

import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { formatLogLine } from "@/lib/log/log-event";

import {
  acceptQueuedConnections,
  closeAllConnections,
  currentRequestId,
  inFlightRequestCount,
  installRequestTracking,
  requestIdFor,
  stopAcceptingRequests,
  waitForInFlightRequests,
} from "./request-tracking";

type Answer = { status: number; body: string; headers: Record<string, unknown> };

function get(port: number, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, headers, agent: false }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on("error", reject);
    req.end();
  });
}

let server: Server;
let port: number;
const releases: (() => void)[] = [];

beforeAll(async () => {
  installRequestTracking();
  server = createServer((req, res) => {
    const respond = () => {
      // What a handler deep inside the request sees: its id, also in every log line.
      const line = JSON.parse(formatLogLine("info", "test")) as { requestId?: string };
      res.end(JSON.stringify({ id: currentRequestId(), logged: line.requestId }));
    };
    if (req.url === "/slow") releases.push(() => setTimeout(respond, 10));
    else setTimeout(respond, 5);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterEach(() => {
  for (const release of releases.splice(0)) release();
});

describe("request ids", () => {
  it("keeps a well-formed id from a proxy and replaces anything else", () => {
    expect(requestIdFor("4f1c2b7e9a0d4e5f8a6b7c8d9e0f1a2b")).toBe(
      "4f1c2b7e9a0d4e5f8a6b7c8d9e0f1a2b",
    );
    for (const bad of [
      undefined,
      "",
      "short",
      "has spaces in it",
      "x".repeat(200),
      "a\nb-123456",
    ]) {
      expect(requestIdFor(bad)).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("follows each request through its handler and into its log lines", async () => {
    const [a, b] = await Promise.all([
      get(port, "/", { "x-request-id": "proxy-id-0001" }),
      get(port, "/"),
    ]);
    expect(JSON.parse(a.body)).toEqual({ id: "proxy-id-0001", logged: "proxy-id-0001" });
    expect(a.headers["x-request-id"]).toBe("proxy-id-0001");
    const second = JSON.parse(b.body) as { id: string; logged: string };
    expect(second.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.logged).toBe(second.id);
    expect(b.headers["x-request-id"]).toBe(second.id);
    expect(currentRequestId()).toBeUndefined();
  });
});

describe("draining", () => {
  it("finishes the request in flight, refuses new connections, then closes", async () => {
    const slow = get(port, "/slow");
    while (inFlightRequestCount() === 0) await new Promise((r) => setTimeout(r, 5));
    expect(stopAcceptingRequests()).toBeGreaterThanOrEqual(1);
    await expect(get(port, "/")).rejects.toMatchObject({ code: "ECONNREFUSED" });

    const drained = waitForInFlightRequests(5_000, 50);
    releases.splice(0).forEach((release) => release());
    const answer = await slow;
    expect(answer.status).toBe(200);
    // Answered, and told to hang up: the client's next request goes elsewhere.
    expect(answer.headers.connection).toBe("close");
    await expect(drained).resolves.toBe(true);
    expect(inFlightRequestCount()).toBe(0);
    closeAllConnections();
  });

  it("reports a drain that runs out of time", async () => {
    // The server above no longer listens; a request still counted as in flight keeps it busy.
    const fake = createServer((_req, _res) => undefined);
    await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
    const pending = get((fake.address() as AddressInfo).port, "/").catch(() => undefined);
    while (inFlightRequestCount() === 0) await new Promise((r) => setTimeout(r, 5));
    await expect(waitForInFlightRequests(100, 10)).resolves.toBe(false);
    fake.closeAllConnections();
    fake.close();
    await pending;
  });
});

describe("connections queued while the server was busy", () => {
  it("are accepted and answered, not reset, when shutting down", { timeout: 30_000 }, async () => {
    const busy = createServer((req, res) => {
      if (req.url === "/block") {
        // A shutdown that arrives while the server renders: the signal is handled right after
        // this synchronous work, before the loop has accepted what queued up meanwhile.
        setTimeout(() => {
          void (async () => {
            await acceptQueuedConnections();
            stopAcceptingRequests();
            await waitForInFlightRequests(10_000, 100);
            closeAllConnections();
          })();
        }, 0);
        const until = Date.now() + 1_500;
        while (Date.now() < until) {
          // Busy, as a server rendering a large page is.
        }
      }
      setTimeout(() => res.end("ok"), 5);
    });
    await new Promise<void>((resolve) => busy.listen(0, "127.0.0.1", resolve));
    const busyPort = (busy.address() as AddressInfo).port;
    // Another process connects while this one is blocked, as real visitors would.
    const client = `
      const http = require("node:http");
      const get = (path) => new Promise((resolve) => {
        const req = http.get({ host: "127.0.0.1", port: ${busyPort}, path, agent: false }, (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode));
        });
        req.on("error", (error) => resolve(error.code));
      });
      const blocked = get("/block");
      setTimeout(async () => {
        const results = await Promise.all(Array.from({ length: 10 }, (_, i) => get("/x" + i)));
        console.log(JSON.stringify({ blocked: await blocked, results }));
      }, 400);
    `;
    const child = spawn(process.execPath, ["-e", client], { stdio: ["ignore", "pipe", "inherit"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    await new Promise((resolve) => child.once("exit", resolve));
    const answer = JSON.parse(output) as { blocked: number; results: (number | string)[] };
    expect(answer).toEqual({ blocked: 200, results: Array(10).fill(200) });
    busy.close();
  });
});
