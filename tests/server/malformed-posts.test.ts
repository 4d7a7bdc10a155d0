import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { request, type IncomingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openDatabase } from "@/server/db/client";
import {
  listConsultationRequests,
  listContactMessages,
  listSampleRequests,
} from "@/server/db/queries";

import { postContact } from "./support/contact-action";
import {
  buildDir,
  startProductionServer,
  type ProductionServer,
} from "./support/production-server";

/**
 * Posts that are not what the site's forms send (too large, damaged, not a form, from another
 * site), sent straight to the production server. Each must get a 4xx with something a visitor can
 * read, store and send nothing, and leave exactly one line in the log, without a stack trace;
 * the site's own posts, with and without JavaScript, must still go through.
 */

/** The hash of "alcove-e2e-owner-password" (playwright.config.ts): the sign-in form renders. */
const adminPasswordHash =
  "scrypt$32768$8$1$1Xdfz0pVqHC+L3sUzbABGg==$wi1JvgLoJW011d8ieYrJsWST105cXmBvrgkKilV+t7Y=";

let dataDir: string;
let server: ProductionServer;
const actions = new Map<string, { id: string; path: string }>();

type Manifest = {
  node?: Record<string, { workers?: Record<string, unknown>; exportedName?: string }>;
};

/** The action with this exported name, and a page that uses it, from the build's manifest. */
function findAction(exportedName: string, preferredPath?: string): { id: string; path: string } {
  const manifest = JSON.parse(
    readFileSync(join(buildDir(), "server", "server-reference-manifest.json"), "utf8"),
  ) as Manifest;
  for (const [id, entry] of Object.entries(manifest.node ?? {})) {
    if (entry.exportedName !== exportedName) continue;
    // Public pages are built under their language segment: app/[locale]/contact/page is /contact.
    const paths = Object.keys(entry.workers ?? {})
      .map((worker) => worker.replace(/^app\/\[locale\]/, "app"))
      .filter((worker) => worker.startsWith("app/") && !worker.includes("["))
      .map((worker) => worker.replace(/^app/, "").replace(/\/page$/, "") || "/");
    const path = paths.find((p) => p === preferredPath) ?? paths[0];
    if (path) return { id, path };
  }
  throw new Error(`No action ${exportedName} in the build's manifest.`);
}

function action(name: string): { id: string; path: string } {
  const found = actions.get(name);
  if (!found) throw new Error(`Unknown action ${name}`);
  return found;
}

type Answer = {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  /** A write error after the answer arrived (the server hung up on a body it would not read). */
  writeError?: string;
};

type RawPost = {
  headers?: Record<string, string | number>;
  body?: Buffer | string;
  /** Sent with chunked transfer encoding, without a Content-Length. */
  chunks?: Buffer[];
  method?: string;
};

/** One request on its own connection, exactly as given: nothing is added or fixed up. */
function send(path: string, post: RawPost): Promise<Answer> {
  const url = new URL(path, server.url);
  return new Promise((resolve, reject) => {
    let answer: Answer | undefined;
    let writeError: string | undefined;
    const req = request(
      url,
      { method: post.method ?? "POST", headers: post.headers, agent: false },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => {
          answer = { status: response.statusCode ?? 0, headers: response.headers, text };
          resolve(writeError ? { ...answer, writeError } : answer);
        });
      },
    );
    req.on("error", (error: NodeJS.ErrnoException) => {
      writeError = error.code ?? error.message;
      // The server may answer and close before a large body is written: the answer counts.
      setTimeout(() => (answer ? resolve(answer) : reject(error)), 500);
    });
    if (post.chunks) {
      void (async () => {
        for (const chunk of post.chunks!) {
          if (req.destroyed) break;
          req.write(chunk);
          await new Promise((r) => setTimeout(r, 2));
        }
        req.end();
      })();
    } else {
      req.end(post.body);
    }
  });
}

async function encode(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const encoded = new Request("http://localhost/", { method: "POST", body: form });
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get("content-type")!,
  };
}

const entities: Record<string, string> = {
  "&quot;": '"',
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&#x27;": "'",
  "&#39;": "'",
};
const decodeEntities = (value: string) => value.replace(/&[#\w]+;/g, (e) => entities[e] ?? e);

/** The hidden inputs of the page's action form, as a browser without JavaScript posts them. */
async function formHiddenFields(path: string): Promise<[string, string][]> {
  const html = await (await fetch(`${server.url}${path}`)).text();
  const form = /<form[^>]*method="POST"[^>]*>([\s\S]*?)<\/form>/.exec(html)?.[1];
  if (!form) throw new Error(`No form on ${path}`);
  const hidden = [...form.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?/g)];
  return hidden.map((match) => [decodeEntities(match[1]!), decodeEntities(match[2] ?? "")]);
}

function contactFields(name: string): Record<string, string> {
  return {
    name,
    email: "screen.test@example.com",
    phone: "",
    message: 'Is the grasscloth in stock? [[[ {{{ "quoted" --boundary-- ]]]',
    website: "",
    idempotencyKey: randomUUID(),
    page: "/contact",
  };
}

/** The contact form without JavaScript: its hidden fields as rendered, then the visitor's. */
async function contactFormPost(name: string, hidden?: [string, string][]) {
  const form = new FormData();
  for (const [key, value] of hidden ?? (await formHiddenFields("/contact"))) {
    form.append(key, value);
  }
  for (const [key, value] of Object.entries(contactFields(name))) form.set(key, value);
  return encode(form);
}

function mailCount(): number {
  const folder = join(dataDir, "mail");
  return existsSync(folder) ? readdirSync(folder).length : 0;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The log lines `run` leaves, once they have arrived and nothing more follows. */
async function linesDuring<T>(run: () => Promise<T>): Promise<{ result: T; lines: string[] }> {
  const before = server.lines.length;
  const result = await run();
  const deadline = Date.now() + 2_000;
  while (server.lines.length === before && Date.now() < deadline) await sleep(20);
  await sleep(250);
  return { result, lines: server.lines.slice(before) };
}

/** Waits until the outbox has written the e-mails of the legitimate posts so far. */
async function settleMail(expected: number) {
  const deadline = Date.now() + 10_000;
  while (mailCount() < expected && Date.now() < deadline) await sleep(50);
  await sleep(300);
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "alcove-malformed-"));
  server = await startProductionServer({
    dataDir,
    env: {
      RATE_LIMIT_MAX: "1000",
      // Only the legitimate posts wake the outbox; no idle polling between the checks.
      OUTBOX_POLL_MS: "3600000",
      ADMIN_PASSWORD_HASH: adminPasswordHash,
    },
  });
  actions.set("contact", findAction("submitContact", "/contact"));
  actions.set("consultation", findAction("submitConsultation", "/consultation"));
  actions.set("checkout", findAction("submitSampleRequest", "/checkout"));
  actions.set("signIn", findAction("signInAction", "/admin/sign-in"));
  actions.set("addSample", findAction("addSampleInPlace"));
});

afterAll(async () => {
  await server?.stop("SIGKILL");
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

let legitimateContacts = 0;

async function expectLegitimateContactPosts(label: string) {
  const { body, contentType } = await contactFormPost(`${label} without JavaScript`);
  const plain = await send("/contact", {
    headers: {
      "Content-Type": contentType,
      "Content-Length": body.length,
      Origin: server.url,
      Accept: "text/html",
    },
    body,
  });
  expect(plain.status, plain.text.slice(0, 300)).toBe(200);
  expect(plain.text).toContain("Thank you for contacting us");
  legitimateContacts++;

  const contact = action("contact");
  const withScript = await postContact(server.url, contact, contactFields(`${label} with JS`));
  expect(withScript.status, withScript.text.slice(0, 300)).toBe(200);
  expect(withScript.success).toBe(true);
  legitimateContacts++;
  await settleMail(legitimateContacts * 2);
}

type Case = {
  name: string;
  path: () => string;
  post: () => Promise<RawPost>;
  status: 400 | 403 | 413 | 415;
  reason: string;
  /** An action call from the site's scripts: a short text answer instead of a page. */
  script?: boolean;
};

const js = (name: string, contentType?: string) => () => ({
  Accept: "text/x-component",
  "Next-Action": action(name).id,
  Origin: server.url,
  ...(contentType ? { "Content-Type": contentType } : {}),
});

const textBody = (body: string | Buffer, name = "contact"): Promise<RawPost> => {
  const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body);
  return Promise.resolve({
    headers: { ...js(name, "text/plain;charset=UTF-8")(), "Content-Length": bytes.length },
    body: bytes,
  });
};

async function formPost(path: string, edit: (form: FormData) => void, extra = {}) {
  const form = new FormData();
  for (const [key, value] of await formHiddenFields(path)) form.append(key, value);
  edit(form);
  const { body, contentType } = await encode(form);
  return {
    headers: {
      "Content-Type": contentType,
      "Content-Length": body.length,
      Origin: server.url,
      ...extra,
    },
    body,
  };
}

const deep = (levels: number) => "[".repeat(levels) + "]".repeat(levels);

const cases: Case[] = [
  {
    name: "a 70 kB form post",
    path: () => "/contact",
    status: 413,
    reason: "too_large",
    post: () =>
      formPost("/contact", (form) => {
        for (const [key, value] of Object.entries(contactFields("Big"))) form.set(key, value);
        form.set("message", "x".repeat(70_000));
      }),
  },
  {
    name: "a 1 MB action call",
    path: () => "/consultation",
    status: 413,
    reason: "too_large",
    script: true,
    post: () => textBody(JSON.stringify([{}, "x".repeat(1_000_000)]), "consultation"),
  },
  {
    name: "a 10 MB form post",
    path: () => "/checkout",
    status: 413,
    reason: "too_large",
    post: async () => {
      const { contentType } = await contactFormPost("Huge");
      const body = Buffer.alloc(10_000_000, "a");
      return {
        headers: { "Content-Type": contentType, "Content-Length": body.length, Origin: server.url },
        body,
      };
    },
  },
  {
    name: "a chunked form post without Content-Length, over the limit",
    path: () => "/contact",
    status: 413,
    reason: "too_large",
    post: async () => {
      const { body, contentType } = await contactFormPost("Chunked");
      const filler = Buffer.alloc(8_192, "b");
      return {
        headers: { "Content-Type": contentType, Origin: server.url },
        chunks: [body.subarray(0, 400), ...Array<Buffer>(16).fill(filler)],
      };
    },
  },
  {
    name: "a chunked action call without Content-Length, over the limit",
    path: () => "/contact",
    status: 413,
    reason: "too_large",
    script: true,
    post: () =>
      Promise.resolve({
        headers: js("contact", "text/plain;charset=UTF-8")(),
        chunks: [Buffer.from('["'), ...Array<Buffer>(20).fill(Buffer.alloc(8_192, "c"))],
      }),
  },
  {
    name: "a truncated form post",
    path: () => "/contact",
    status: 400,
    reason: "malformed_multipart",
    post: async () => {
      const { body, contentType } = await contactFormPost("Truncated");
      const cut = body.subarray(0, body.length - 50);
      return {
        headers: { "Content-Type": contentType, "Content-Length": cut.length, Origin: server.url },
        body: cut,
      };
    },
  },
  {
    name: "a form post whose boundary does not match its Content-Type",
    path: () => "/consultation",
    status: 400,
    reason: "malformed_multipart",
    post: async () => {
      const { body } = await contactFormPost("Mismatch");
      return {
        headers: {
          "Content-Type": "multipart/form-data; boundary=----NotTheBoundaryUsed",
          "Content-Length": body.length,
          Origin: server.url,
        },
        body,
      };
    },
  },
  {
    name: "a form post without a boundary",
    path: () => "/contact",
    status: 400,
    reason: "malformed_multipart",
    post: async () => {
      const { body } = await contactFormPost("No boundary");
      return {
        headers: {
          "Content-Type": "multipart/form-data",
          "Content-Length": body.length,
          Origin: server.url,
        },
        body,
      };
    },
  },
  {
    name: "a truncated action call (multipart)",
    path: () => "/contact",
    status: 400,
    reason: "malformed_multipart",
    script: true,
    post: async () => {
      const form = new FormData();
      for (const [key, value] of Object.entries(contactFields("Cut")))
        form.append(`_1_${key}`, value);
      form.append("0", JSON.stringify([{}, "$K1"]));
      const { body, contentType } = await encode(form);
      const cut = body.subarray(0, body.length - 20);
      return {
        headers: { ...js("contact", contentType)(), "Content-Length": cut.length },
        body: cut,
      };
    },
  },
  {
    name: "JSON to a Server Action",
    path: () => "/contact",
    status: 415,
    reason: "unsupported_type",
    script: true,
    post: () => {
      const body = JSON.stringify(contactFields("Json"));
      return Promise.resolve({
        headers: { ...js("contact", "application/json")(), "Content-Length": body.length },
        body,
      });
    },
  },
  {
    name: "JSON posted to a form's page",
    path: () => "/consultation",
    status: 415,
    reason: "unsupported_type",
    post: () => {
      const body = JSON.stringify(contactFields("Json"));
      return Promise.resolve({
        headers: { "Content-Type": "application/json", "Content-Length": body.length },
        body,
      });
    },
  },
  {
    name: "text/plain posted to a form's page without an action",
    path: () => "/contact",
    status: 415,
    reason: "unsupported_type",
    post: () =>
      Promise.resolve({
        headers: { "Content-Type": "text/plain", "Content-Length": 11, Origin: server.url },
        body: "hello there",
      }),
  },
  {
    name: "a text/plain action call that is not JSON",
    path: () => "/contact",
    status: 400,
    reason: "malformed_arguments",
    script: true,
    post: () => textBody("hello there"),
  },
  {
    name: "a text/plain action call whose arguments are not a list",
    path: () => "/consultation",
    status: 400,
    reason: "malformed_arguments",
    script: true,
    post: () => textBody(JSON.stringify(contactFields("Object")), "consultation"),
  },
  {
    name: "an empty action call",
    path: () => "/contact",
    status: 400,
    reason: "empty_body",
    script: true,
    post: () => textBody(""),
  },
  {
    name: "an empty form post",
    path: () => "/checkout",
    status: 400,
    reason: "empty_body",
    post: () =>
      Promise.resolve({
        headers: {
          "Content-Type": "multipart/form-data; boundary=----x",
          "Content-Length": 0,
          Origin: server.url,
        },
        body: "",
      }),
  },
  {
    name: "an empty post without a type",
    path: () => "/contact",
    status: 400,
    reason: "empty_body",
    post: () => Promise.resolve({ headers: { "Content-Length": 0 }, body: "" }),
  },
  {
    name: "a deeply nested action argument (text)",
    path: () => "/contact",
    status: 400,
    reason: "too_deep",
    script: true,
    post: () => textBody(`[{},${deep(20_000)}]`),
  },
  {
    name: "a deeply nested action argument (multipart)",
    path: () => "/checkout",
    status: 400,
    reason: "too_deep",
    script: true,
    post: async () => {
      const form = new FormData();
      form.append("_1_name", "Deep");
      form.append("0", `[${deep(5_000)},"$K1"]`);
      const { body, contentType } = await encode(form);
      return {
        headers: { ...js("checkout", contentType)(), "Content-Length": body.length },
        body,
      };
    },
  },
  {
    name: "a deeply nested bound argument in a form post",
    path: () => "/contact",
    status: 400,
    reason: "too_deep",
    post: () =>
      formPost("/contact", (form) => {
        form.set("$ACTION_1:1", `[${deep(5_000)}]`);
      }),
  },
  {
    name: "a multipart post that is not one of the site's forms",
    path: () => "/contact",
    status: 400,
    reason: "not_a_form",
    post: async () => {
      const form = new FormData();
      for (const [key, value] of Object.entries(contactFields("Bot"))) form.append(key, value);
      const { body, contentType } = await encode(form);
      return {
        headers: { "Content-Type": contentType, "Content-Length": body.length },
        body,
      };
    },
  },
  {
    name: "a cross-site action call to the owner's sign-in",
    path: () => "/admin/sign-in",
    status: 403,
    reason: "cross_origin",
    script: true,
    post: async () => {
      const form = new FormData();
      form.append("_1_password", "guess");
      form.append("0", JSON.stringify([{}, "$K1"]));
      const { body, contentType } = await encode(form);
      return {
        headers: {
          ...js("signIn", contentType)(),
          Origin: "https://evil.example",
          "Content-Length": body.length,
        },
        body,
      };
    },
  },
  {
    name: "a cross-site form post to the owner's sign-in",
    path: () => "/admin/sign-in",
    status: 403,
    reason: "cross_origin",
    post: () =>
      formPost("/admin/sign-in", (form) => form.set("password", "guess"), {
        Origin: "https://evil.example",
      }),
  },
  {
    name: "a cross-site contact form post",
    path: () => "/contact",
    status: 403,
    reason: "cross_origin",
    post: async () => {
      const { body, contentType } = await contactFormPost("Cross-site");
      return {
        headers: {
          "Content-Type": contentType,
          "Content-Length": body.length,
          Origin: "https://evil.example",
        },
        body,
      };
    },
  },
  {
    name: "a form post from an opaque origin",
    path: () => "/consultation",
    status: 403,
    reason: "cross_origin",
    post: async () => {
      const { body, contentType } = await contactFormPost("Opaque");
      return {
        headers: { "Content-Type": contentType, "Content-Length": body.length, Origin: "null" },
        body,
      };
    },
  },
  {
    name: "a form post with an unreadable Origin",
    path: () => "/contact",
    status: 403,
    reason: "cross_origin",
    post: async () => {
      const { body, contentType } = await contactFormPost("Garbled");
      return {
        headers: { "Content-Type": contentType, "Content-Length": body.length, Origin: "garbage" },
        body,
      };
    },
  },
];

const titles: Record<Case["status"], string> = {
  400: "That request could not be read",
  403: "That form came from another site",
  413: "That request was too large",
  415: "That request could not be read",
};

describe("posts the site's forms never send", () => {
  it("the site's own posts go through first", async () => {
    await expectLegitimateContactPosts("Before");
    // "Add sample" with JavaScript: React sends a simple argument as text/plain, to a page that
    // carries the button. (Next.js cannot forward an action to another page's bundle when the
    // pages live under a dynamic segment such as [locale]; the site only ever posts an action to
    // the page that rendered it.)
    const addSample = action("addSample");
    for (const path of [addSample.path]) {
      const answer = await send(path, {
        headers: {
          Accept: "text/x-component",
          "Next-Action": addSample.id,
          Origin: server.url,
          "Content-Type": "text/plain;charset=UTF-8",
        },
        body: "[1001]",
      });
      expect(answer.status, `${path}: ${answer.text.slice(0, 300)}`).toBe(200);
      expect(answer.headers["content-type"]).toContain("text/x-component");
      expect(answer.text).toContain('"notice"');
    }
  });

  for (const testCase of cases) {
    it(`answers ${testCase.name} with ${testCase.status}, one log line and no stack`, async () => {
      const mailBefore = mailCount();
      const path = testCase.path();
      const post = await testCase.post();
      const { result: answer, lines } = await linesDuring(() => send(path, post));

      expect(answer.status, answer.text.slice(0, 300)).toBe(testCase.status);
      expect(answer.headers["cache-control"]).toBe("no-store");
      if (testCase.script) {
        // Exactly text/plain: the site's scripts then show the text as the action's error.
        expect(answer.headers["content-type"]).toBe("text/plain");
        expect(answer.text).toContain(titles[testCase.status]);
        expect(answer.text.length).toBeLessThan(300);
      } else {
        expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
        expect(answer.text).toContain(`<h1>${titles[testCase.status]}</h1>`);
        expect(answer.text).toMatch(/<a href="\/[^"]*">/);
        expect(answer.headers["content-security-policy"]).toContain("default-src 'none'");
      }

      expect(lines, lines.join("\n")).toHaveLength(1);
      const line = JSON.parse(lines[0]!) as Record<string, unknown>;
      expect(line).toMatchObject({
        level: "warn",
        event: "request.refused",
        method: "POST",
        path,
        status: testCase.status,
        reason: testCase.reason,
        requestId: answer.headers["x-request-id"],
      });
      expect(lines[0]).not.toMatch(/\bat .*\(|⨯/);

      // Nothing stored, nothing sent.
      expect(mailCount()).toBe(mailBefore);
    });
  }

  it("tells a client that asks before sending not to send a body it would refuse", async () => {
    const { body, contentType } = await contactFormPost("Asks first");
    const ask = (length: number, payload: Buffer) =>
      new Promise<{ status: number; continued: boolean; text: string }>((resolve, reject) => {
        let continued = false;
        const req = request(new URL("/contact", server.url), {
          method: "POST",
          agent: false,
          headers: {
            "Content-Type": contentType,
            "Content-Length": length,
            Expect: "100-continue",
            Origin: server.url,
          },
        });
        req.on("continue", () => {
          continued = true;
          req.end(payload);
        });
        req.on("response", (response) => {
          let text = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => (text += chunk));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, continued, text }));
        });
        req.on("error", reject);
        req.flushHeaders();
      });

    const { result: refused, lines } = await linesDuring(() =>
      ask(10_000_000, Buffer.alloc(10_000_000, "a")),
    );
    expect(refused).toMatchObject({ status: 413, continued: false });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ event: "request.refused", reason: "too_large" });

    const accepted = await ask(body.length, body);
    expect(accepted).toMatchObject({ status: 200, continued: true });
    expect(accepted.text).toContain("Thank you for contacting us");
    legitimateContacts++;
    await settleMail(legitimateContacts * 2);
  });

  it("and the site's own posts still go through afterwards", async () => {
    await expectLegitimateContactPosts("After");
    const stored = server.events().filter((event) => event.event === "form.stored");
    expect(stored).toHaveLength(legitimateContacts);
    // Not one error print of the framework's for everything above.
    const everything = server.lines.join("\n");
    expect(everything).not.toContain("⨯");
    expect(everything).not.toMatch(/^\s+at /m);
  });

  it("keeps the framework's own 4xx for an action it does not know", async () => {
    const answer = await send("/contact", {
      headers: {
        Accept: "text/x-component",
        "Next-Action": `00${"ab".repeat(20)}`,
        Origin: server.url,
        "Content-Type": "text/plain;charset=UTF-8",
      },
      body: "[]",
    });
    expect(answer.status).toBe(409);
    expect(answer.headers["x-nextjs-action-not-found"]).toBe("1");
  });

  it("answers well-formed arguments of the wrong shape like a blank form, without an error", async () => {
    for (const [name, path] of [
      ["contact", "/contact"],
      ["consultation", "/consultation"],
    ] as const) {
      const mailBefore = mailCount();
      const post = await textBody('["not a form"]', name);
      const { result: answer, lines } = await linesDuring(() => send(path, post));
      expect(answer.status, answer.text.slice(0, 300)).toBe(200);
      expect(answer.headers["content-type"]).toContain("text/x-component");
      // The form's own validation answers: the same message a visitor gets for an empty form.
      expect(answer.text).toContain('"status":"error"');
      expect(lines.join("\n")).not.toMatch(/request\.failed|TypeError|⨯/);
      expect(mailCount()).toBe(mailBefore);
    }
  });

  it("lets pages and other methods through untouched", async () => {
    const page = await send("/contact", { method: "GET" });
    expect(page.status).toBe(200);
    expect(page.headers["x-nextjs-prerender"]).toBeTruthy();
    const put = await send("/contact", { method: "PUT", headers: { "Content-Length": 0 } });
    expect(put.status).toBe(405);
    // Route handlers are not screened: the framework answers for them.
    const api = await send("/api/health", {
      headers: { "Content-Type": "application/json", "Content-Length": 2 },
      body: "{}",
    });
    expect(api.status).toBe(405);
  });

  it("stored only the site's own posts", async () => {
    expect(await server.stop("SIGTERM")).toEqual({ code: 0, signal: null });
    const handle = await openDatabase({ dataDir });
    try {
      const messages = await listContactMessages(handle.db, 1_000);
      expect(messages.map((message) => message.name).sort()).toEqual([
        "After with JS",
        "After without JavaScript",
        "Asks first",
        "Before with JS",
        "Before without JavaScript",
      ]);
      expect(await listConsultationRequests(handle.db, 1_000)).toEqual([]);
      expect(await listSampleRequests(handle.db, 1_000)).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});
