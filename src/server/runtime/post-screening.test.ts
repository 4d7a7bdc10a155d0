import { createHash } from "node:crypto";
import { Agent, createServer, request, type IncomingHttpHeaders, type Server } from "node:http";
import { type AddressInfo } from "node:net";

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { installPostScreening } from "./post-screening";

/**
 * The screen in front of a plain Node server, standing in for Next.js: what the handler receives
 * must be exactly what the client sent, or nothing at all. This also guards the one thing the
 * screen takes from Node's internals (the parser handing body bytes to the request's `push`): if
 * a Node upgrade changed it, these tests would hang or fail, not production.
 */

type Seen = { method?: string; url?: string; sha256: string; bytes: number };
type Answer = { status: number; headers: IncomingHttpHeaders; text: string };

const seen: Seen[] = [];
let server: Server;
let base: string;
const savedDistDir = process.env.NEXT_DIST_DIR;

const actionId = "7f".repeat(21);
const sha = (data: Buffer) => createHash("sha256").update(data).digest("hex");

beforeAll(async () => {
  // No build here: the limit next.config.ts sets, so twice the default MAX_BODY_BYTES (64 KiB) for
  // a form, and the consultation's picture (8 MiB) on top of that in one file.
  process.env.NEXT_DIST_DIR = ".next-no-such-build";
  installPostScreening();
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      seen.push({ method: req.method, url: req.url, sha256: sha(body), bytes: body.length });
      res.end("handled");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
  if (savedDistDir === undefined) delete process.env.NEXT_DIST_DIR;
  else process.env.NEXT_DIST_DIR = savedDistDir;
});

afterEach(() => {
  seen.length = 0;
  vi.restoreAllMocks();
});

function captureLog(): string[] {
  const lines: string[] = [];
  const write = (chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  };
  vi.spyOn(process.stderr, "write").mockImplementation(write);
  vi.spyOn(process.stdout, "write").mockImplementation(write);
  return lines;
}

function send(
  path: string,
  options: {
    method?: string;
    headers?: Record<string, string | number>;
    body?: Buffer | string;
    chunks?: Buffer[];
    agent?: Agent;
  } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(path, base),
      {
        method: options.method ?? "POST",
        headers: options.headers,
        agent: options.agent ?? false,
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on("error", reject);
    if (options.chunks) {
      void (async () => {
        for (const chunk of options.chunks!) {
          if (req.destroyed) return;
          req.write(chunk);
          await new Promise((r) => setTimeout(r, 5));
        }
        req.end();
      })();
    } else req.end(options.body);
  });
}

async function formPost(fields: Record<string, string>, files: [string, Blob, string][] = []) {
  const form = new FormData();
  form.append("$ACTION_REF_1", "");
  form.append("$ACTION_1:0", JSON.stringify({ id: actionId, bound: "$@1" }));
  form.append("$ACTION_1:1", JSON.stringify([{ status: "idle" }]));
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, blob, fileName] of files) form.append(name, blob, fileName);
  const encoded = new Request(`${base}/`, { method: "POST", body: form });
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get("content-type")!,
  };
}

describe("the screen in front of the server", () => {
  it("lets reads through untouched", async () => {
    const answer = await send("/about", { method: "GET" });
    expect(answer).toMatchObject({ status: 200, text: "handled" });
    expect(seen).toMatchObject([{ method: "GET", url: "/about", bytes: 0 }]);
  });

  it("hands the framework a form post byte for byte, however it arrived", async () => {
    const { body, contentType } = await formPost({
      name: "Ana",
      message: `${"Wallpaper for the hall, please. ".repeat(200)}[[[ "{" ]]]`,
    });
    const headers = { "Content-Type": contentType, Origin: base };
    const whole = await send("/contact", {
      headers: { ...headers, "Content-Length": body.length },
      body,
    });
    // In pieces, with chunked encoding and no length, as a slow client might send it.
    const pieces = [body.subarray(0, 7), body.subarray(7, 3_000), body.subarray(3_000)];
    const chunked = await send("/contact", { headers, chunks: pieces });
    expect([whole.status, chunked.status]).toEqual([200, 200]);
    expect(seen).toEqual([
      { method: "POST", url: "/contact", sha256: sha(body), bytes: body.length },
      { method: "POST", url: "/contact", sha256: sha(body), bytes: body.length },
    ]);
  });

  it("hands over an action call's text body, and anything to a route handler", async () => {
    const argumentsText = Buffer.from(JSON.stringify([1001]));
    const call = await send("/catalog", {
      headers: {
        "Content-Type": "text/plain;charset=UTF-8",
        "Next-Action": actionId,
        Origin: base,
      },
      body: argumentsText,
    });
    const api = await send("/api/anything", {
      headers: { "Content-Type": "application/json" },
      body: '{"not":"screened"}',
    });
    expect([call.status, api.status]).toEqual([200, 200]);
    expect(seen.map((s) => s.sha256)).toEqual([
      sha(argumentsText),
      sha(Buffer.from('{"not":"screened"}')),
    ]);
  });

  it("refuses a damaged body after reading it, and the connection serves the next request", async () => {
    const lines = captureLog();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const { body, contentType } = await formPost({ name: "Cut" });
    const cut = body.subarray(0, body.length - 30);
    const refused = await send("/contact", {
      headers: { "Content-Type": contentType, "Content-Length": cut.length },
      body: cut,
      agent,
    });
    const next = await send("/about", { method: "GET", agent });
    agent.destroy();
    expect(refused.status).toBe(400);
    expect(refused.headers.connection).not.toBe("close");
    expect(refused.text).toContain("That request could not be read");
    expect(next.status).toBe(200);
    expect(seen).toMatchObject([{ method: "GET" }]);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: "warn",
      event: "request.refused",
      status: 400,
      reason: "malformed_multipart",
      path: "/contact",
    });
  });

  it("refuses a chunked body once it passes the limit, and hangs up", async () => {
    const lines = captureLog();
    const filler = Buffer.alloc(8_192, "x");
    // An action call's arguments are text: it can never carry the picture's allowance.
    const answer = await send("/contact", {
      headers: {
        "Content-Type": "text/plain;charset=UTF-8",
        "Next-Action": actionId,
        Origin: base,
      },
      chunks: [Buffer.from('["'), ...Array<Buffer>(12).fill(filler)],
    });
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe("close");
    expect(seen).toEqual([]);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ status: 413, reason: "too_large" });
  });

  it("refuses a declared length over the limit without asking for the body", async () => {
    captureLog();
    const answer = await new Promise<{ status: number; continued: boolean }>((resolve, reject) => {
      let continued = false;
      const req = request(new URL("/contact", base), {
        method: "POST",
        agent: false,
        headers: {
          "Content-Type": "multipart/form-data; boundary=x",
          // Over the form's 64 KiB and the picture's 8 MiB together.
          "Content-Length": 9_000_000,
          Expect: "100-continue",
        },
      });
      req.on("continue", () => {
        continued = true;
        req.end(Buffer.alloc(9_000_000));
      });
      req.on("response", (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, continued }));
      });
      req.on("error", reject);
      req.flushHeaders();
    });
    expect(answer).toEqual({ status: 413, continued: false });
    expect(seen).toEqual([]);
  });

  it("takes one picture beyond the form's limit, byte for byte", async () => {
    const picture = new Blob([Buffer.alloc(600_000, 0xd8)], { type: "image/jpeg" });
    const { body, contentType } = await formPost({ name: "Ana", pictureDescription: "A wall" }, [
      ["picture", picture, "wall.jpg"],
    ]);
    const answer = await send("/consultation", {
      headers: { "Content-Type": contentType, "Content-Length": body.length, Origin: base },
      body,
    });
    expect(answer.status).toBe(200);
    expect(seen).toEqual([
      { method: "POST", url: "/consultation", sha256: sha(body), bytes: body.length },
    ]);
  });

  it.each([
    ["text alone", { message: "x".repeat(70_000) }, []],
    [
      "two files",
      { name: "Ana" },
      [
        ["picture", new Blob([Buffer.alloc(40_000)]), "a.jpg"],
        ["picture", new Blob([Buffer.alloc(40_000)]), "b.jpg"],
      ],
    ],
    [
      "text over the limit beside a file",
      { message: "x".repeat(70_000) },
      [["picture", new Blob([Buffer.alloc(1_000)]), "a.jpg"]],
    ],
  ] as const)(
    "refuses a form over the limit with %s as too large, after reading it",
    async (_case, fields, files) => {
      const lines = captureLog();
      const { body, contentType } = await formPost(
        fields,
        files.map(([name, blob, fileName]) => [name, blob, fileName]),
      );
      const answer = await send("/contact", {
        headers: { "Content-Type": contentType, "Content-Length": body.length, Origin: base },
        body,
      });
      expect(answer.status).toBe(413);
      expect(seen).toEqual([]);
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0]!)).toMatchObject({ status: 413, reason: "too_large" });
    },
  );

  it("answers the site's scripts in text, and a cross-site post with 403", async () => {
    captureLog();
    const answer = await send("/admin/sign-in", {
      headers: {
        "Content-Type": "text/plain;charset=UTF-8",
        "Next-Action": actionId,
        Origin: "https://evil.example",
      },
      body: "[]",
    });
    expect(answer.status).toBe(403);
    expect(answer.headers["content-type"]).toBe("text/plain");
    expect(answer.text).toContain("That form came from another site");
    expect(seen).toEqual([]);
  });

  it("lets the framework decide nothing when the visitor leaves mid-body", async () => {
    const lines = captureLog();
    const req = request(new URL("/contact", base), {
      method: "POST",
      agent: false,
      headers: { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": 10_000 },
    });
    req.on("error", () => undefined);
    req.write(Buffer.alloc(1_000));
    await new Promise((r) => setTimeout(r, 50));
    req.destroy();
    await new Promise((r) => setTimeout(r, 100));
    expect(seen).toEqual([]);
    expect(lines).toEqual([]);
  });
});
