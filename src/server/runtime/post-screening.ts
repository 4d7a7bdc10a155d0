import "server-only";

import { createHash } from "node:crypto";
import diagnosticsChannel from "node:diagnostics_channel";
import { EventEmitter } from "node:events";
import { readFileSync } from "node:fs";
import { type IncomingMessage, type ServerResponse } from "node:http";
import { type Socket } from "node:net";
import { join } from "node:path";

import {
  actionBodySizeLimit,
  parseSizeLimit,
  postBodyLimit,
  postFileAllowance,
} from "@/lib/http/body-limit";
import {
  isScreenedPost,
  isUnsupportedPageMethod,
  readLimit,
  screenPostBody,
  screenPostHeaders,
  wantsPlainAnswer,
  type Refusal,
  type ScreenOptions,
} from "@/lib/http/post-screen";
import { refusalPage, refusalPageStyle, refusalText } from "@/lib/http/refusal-page";
import { logEvent } from "@/lib/log/log-event";
import { getEnv } from "@/server/env";

/**
 * Screens every POST to a page before Next.js reads it (src/lib/http/post-screen.ts decides), so
 * that a post the framework would answer with a 500 and a stack trace in the log (too large,
 * damaged, not a form, cross-site) gets a 4xx with a short page and one log line instead, and
 * never reaches an action.
 *
 * Next.js owns the HTTP server and has no hook before its request handler. Node's documented
 * `http.server.request.start` diagnostics channel names the server just before it emits
 * "request", so the first request (and any later one that finds another listener added) moves the
 * server's "request" listeners behind a screening listener; the emit that follows already calls
 * it. Anything but a POST to a page goes straight through, so pre-rendered pages pay one method
 * comparison.
 *
 * A screened body is held back from Next.js while it arrives: the parser delivers body bytes by
 * calling the request's own `push`, so the request gets a `push` of its own that buffers them
 * (up to the limit) instead. Once the body is complete and acceptable, the bytes are pushed into
 * the request for real and the framework reads the same request object, byte for byte, as if
 * nothing had happened. A body over the limit is discarded as it arrives and the connection is
 * closed after the answer.
 */

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;
type ScreenedServer = EventEmitter;

type ServerEntry = { screen: RequestListener; listeners: RequestListener[] };

type ScreeningState = {
  installed?: boolean;
  servers: WeakMap<ScreenedServer, ServerEntry>;
  options?: ScreenOptions;
};

const stateKey = Symbol.for("alcove.runtime.postScreening");
function state(): ScreeningState {
  const store = globalThis as Record<symbol, ScreeningState | undefined>;
  return (store[stateKey] ??= { servers: new WeakMap() });
}

type FrameworkConfig = { bodySizeLimit?: unknown; allowedOrigins?: unknown };

/**
 * The build's `serverActions` settings, as `next start` serves them: the screen must not take
 * more than the framework will, nor refuse an origin the configuration allows.
 */
function frameworkActionConfig(): FrameworkConfig {
  try {
    const distDir = process.env.NEXT_DIST_DIR ?? ".next";
    const file = join(process.cwd(), distDir, "required-server-files.json");
    const parsed = JSON.parse(readFileSync(file, "utf8")) as {
      config?: { experimental?: { serverActions?: FrameworkConfig } };
    };
    return parsed.config?.experimental?.serverActions ?? {};
  } catch {
    // `next dev` writes no such file; it applies next.config.ts, which sets this limit.
    return { bodySizeLimit: actionBodySizeLimit };
  }
}

export function postScreeningOptions(): ScreenOptions {
  const config = frameworkActionConfig();
  const allowedOrigins = Array.isArray(config.allowedOrigins)
    ? config.allowedOrigins.filter((entry): entry is string => typeof entry === "string")
    : [];
  const frameworkLimit = parseSizeLimit(config.bodySizeLimit);
  const bodyLimit = postBodyLimit(getEnv().MAX_BODY_BYTES, frameworkLimit);
  return {
    bodyLimit,
    // The consultation's picture: one file on top of the form, as far as the framework takes it.
    fileAllowance: postFileAllowance(bodyLimit, frameworkLimit),
    allowedOrigins,
  };
}

const styleHash = createHash("sha256").update(refusalPageStyle).digest("base64");
const pagePolicy = [
  "default-src 'none'",
  `style-src 'sha256-${styleHash}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

function pathOf(url: string | undefined): string {
  return (url ?? "/").split("?")[0]!.slice(0, 200);
}

function answer(
  request: IncomingMessage,
  response: ServerResponse,
  refusal: Refusal,
  facts: { bytes?: number; hangUp: boolean },
): void {
  const origin = request.headers.origin;
  logEvent("warn", "request.refused", {
    method: request.method,
    path: pathOf(request.url),
    status: refusal.status,
    reason: refusal.reason,
    detail: refusal.detail,
    bytes: facts.bytes,
    origin: refusal.status === 403 && typeof origin === "string" ? origin.slice(0, 100) : undefined,
  });
  if (response.headersSent || response.writableEnded) return;
  const plain = wantsPlainAnswer(request.headers);
  // The site's scripts show a text/plain answer of an action call as its error message; any
  // other type, or a charset, makes them show a generic one.
  const body = plain ? refusalText(refusal) : refusalPage(refusal, request.url);
  response.statusCode = refusal.status;
  response.setHeader("Content-Type", plain ? "text/plain" : "text/html; charset=utf-8");
  response.setHeader("Content-Length", Buffer.byteLength(body));
  response.setHeader("Cache-Control", "no-store");
  response.setHeader("X-Content-Type-Options", "nosniff");
  response.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  if (!plain) {
    response.setHeader("Content-Security-Policy", pagePolicy);
    response.setHeader("X-Frame-Options", "DENY");
  }
  // A body that was not read is not taken: the connection closes after the answer.
  if (facts.hangUp) {
    response.setHeader("Connection", "close");
    lingerBeforeClosing(response);
  }
  response.end(body);
}

/** How long the rest of a refused body is read and dropped before the connection closes. */
const lingerMs = 2_000;

/**
 * Node ends a "Connection: close" socket and destroys it as soon as the answer is written. A
 * client still sending the body it was refused then gets a reset, often before it has read the
 * answer, and shows a network error instead of the page. So the socket is half-closed after the
 * answer, and whatever still arrives is read and dropped for a moment before it is destroyed (a
 * "lingering close", as nginx does it).
 */
function lingerBeforeClosing(response: ServerResponse): void {
  const socket = response.socket as (Socket & { destroySoon?: () => void }) | null;
  if (!socket || typeof socket.destroySoon !== "function") return;
  socket.destroySoon = () => {
    socket.end();
    const timer = setTimeout(() => socket.destroy(), lingerMs);
    timer.unref();
    socket.once("close", () => clearTimeout(timer));
    socket.resume();
  };
}

type HeldBody =
  | { kind: "complete"; chunks: Buffer[]; bytes: number }
  | { kind: "too_large"; bytes: number }
  | { kind: "aborted" };

type Push = (chunk: unknown, encoding?: BufferEncoding) => boolean;

/** Takes over the request's body as the parser delivers it; see the module comment. */
function holdBody(request: IncomingMessage, limit: number): Promise<HeldBody> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let bytes = 0;
    let settled = false;
    const settle = (held: HeldBody) => {
      if (settled) return;
      settled = true;
      request.off("close", onClose);
      resolve(held);
    };
    // The stream cannot end while its bytes are held, so a close now means the visitor left.
    const onClose = () => settle({ kind: "aborted" });
    request.on("close", onClose);
    const push: Push = (chunk, encoding) => {
      if (chunk === null) {
        settle({ kind: "complete", chunks, bytes });
        return false;
      }
      if (settled) return true;
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk), encoding);
      bytes += buffer.length;
      if (bytes > limit) {
        chunks.length = 0;
        settle({ kind: "too_large", bytes });
      } else {
        chunks.push(buffer);
      }
      // Always ready for more: the body is taken in full, or discarded, either way.
      return true;
    };
    (request as { push: Push }).push = push;
  });
}

/** Gives the request its own stream back, filled with the bytes held. */
function release(request: IncomingMessage, chunks: Buffer[]): void {
  Reflect.deleteProperty(request, "push");
  for (const chunk of chunks) request.push(chunk);
  request.push(null);
}

/** A fault in the screen's own logic lets the post through: the framework then decides. */
function decide<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch (error) {
    logEvent("error", "request.screen_failed", { error });
    return fallback;
  }
}

function currentOptions(): ScreenOptions {
  return (state().options ??= postScreeningOptions());
}

/** What the headers alone say about a post: pass it, refuse it unread, or read its body. */
function headerVerdict(request: IncomingMessage) {
  const options = currentOptions();
  return decide(() => screenPostHeaders(request.headers, options), { action: "pass" as const });
}

/** Refuses a post before reading its body; the connection closes after the answer. */
function refuseUnread(request: IncomingMessage, response: ServerResponse, refusal: Refusal): void {
  const declared = Number(request.headers["content-length"]);
  const bytes = Number.isFinite(declared) ? declared : undefined;
  answer(request, response, refusal, { bytes, hangUp: true });
}

async function screen(
  request: IncomingMessage,
  response: ServerResponse,
  forward: () => void,
): Promise<void> {
  const options = currentOptions();
  const verdict = headerVerdict(request);
  if (verdict.action === "pass") return forward();
  if (verdict.action === "refuse") return refuseUnread(request, response, verdict.refusal);

  const held = await holdBody(request, readLimit(verdict.target.kind, options));
  if (held.kind === "aborted") return;
  if (held.kind === "too_large") {
    const refusal: Refusal = { status: 413, reason: "too_large", detail: "streamed" };
    return answer(request, response, refusal, { bytes: held.bytes, hangUp: true });
  }
  const body = held.chunks.length === 1 ? held.chunks[0]! : Buffer.concat(held.chunks);
  const contentType = request.headers["content-type"];
  const refusal = decide(
    () => screenPostBody(verdict.target, contentType, body, options),
    undefined,
  );
  if (refusal) {
    // The stream ends without data, so the connection stays usable for the next request.
    release(request, []);
    return answer(request, response, refusal, { bytes: held.bytes, hangUp: false });
  }
  release(request, held.chunks);
  forward();
}

function callAll(
  server: ScreenedServer,
  listeners: readonly RequestListener[],
  request: IncomingMessage,
  response: ServerResponse,
): void {
  for (const listener of listeners) listener.call(server, request, response);
}

function screenedListener(server: ScreenedServer, listeners: RequestListener[]): RequestListener {
  return (request, response) => {
    if (isUnsupportedPageMethod(request.method, request.url)) {
      response.statusCode = 405;
      response.setHeader("Allow", "GET, HEAD, POST");
      response.end();
      return;
    }
    // Everything but a post to a page goes straight on, without so much as a closure.
    if (!isScreenedPost(request.method, request.url)) {
      return callAll(server, listeners, request, response);
    }
    const forward = () => callAll(server, listeners, request, response);
    screen(request, response, forward).catch((error: unknown) => {
      logEvent("error", "request.screen_failed", { error });
      if (response.headersSent) return;
      response.statusCode = 500;
      response.setHeader("Connection", "close");
      response.end();
    });
  };
}

/**
 * A client that asks before sending its body (`Expect: 100-continue`, as curl does for large
 * ones) is told "continue" only when the headers pass the screen, so a refused body is never
 * sent at all. Without such a listener Node would answer "continue" to every one of them.
 */
function continueListener(server: ScreenedServer, entry: ServerEntry): RequestListener {
  return (request, response) => {
    if (isScreenedPost(request.method, request.url)) {
      const verdict = headerVerdict(request);
      if (verdict.action === "refuse") return refuseUnread(request, response, verdict.refusal);
    }
    response.writeContinue();
    entry.screen.call(server, request, response);
  };
}

/** Puts the screen in front of the server's request listeners, once, and again if one is added. */
function ensureScreened(server: ScreenedServer): void {
  const servers = state().servers;
  let entry = servers.get(server);
  if (entry && server.listenerCount("request") === 1) return;
  if (!entry) {
    const listeners: RequestListener[] = [];
    entry = { listeners, screen: screenedListener(server, listeners) };
    servers.set(server, entry);
    if (server.listenerCount("checkContinue") === 0) {
      server.on("checkContinue", continueListener(server, entry));
    }
  }
  for (const listener of server.listeners("request") as RequestListener[]) {
    if (listener === entry.screen) continue;
    entry.listeners.push(listener);
    server.off("request", listener);
  }
  if (server.listenerCount("request") === 0) server.on("request", entry.screen);
}

export function installPostScreening(): void {
  const current = state();
  if (current.installed) return;
  current.installed = true;
  current.options = postScreeningOptions();
  diagnosticsChannel.subscribe("http.server.request.start", (message) => {
    const { server } = message as { server?: unknown };
    if (server instanceof EventEmitter) ensureScreened(server);
  });
}
