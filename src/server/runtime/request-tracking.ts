import "server-only";

import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import diagnosticsChannel from "node:diagnostics_channel";
import { Server, type IncomingMessage, type ServerResponse } from "node:http";
import { Server as NetServer } from "node:net";

import { setLogContextProvider } from "@/lib/log/log-event";

/**
 * What the server process knows about its HTTP traffic, for the logs and for a graceful shutdown.
 *
 * Next.js owns the HTTP server and gives no hook around a request, so this listens on Node's
 * documented `http.server.request.start` diagnostics channel, which runs synchronously just before
 * the server hands the request to Next.js. There it
 * - gives the request an id (kept when a proxy in front already sent a well-formed one), returns
 *   it as `x-request-id`, puts it in the request's headers (where pages and actions read
 *   it) and makes it the log context of everything the request runs, so every log line of a
 *   form submission names its request;
 * - counts the request as in flight until its response closes, and remembers the server, so that
 *   a shutdown can stop accepting connections and wait for the requests already taken.
 */
export const requestIdHeader = "x-request-id";

/** nginx's $request_id (32 hex), UUIDs and similar; anything else is replaced. */
const acceptableRequestId = /^[A-Za-z0-9._:-]{8,128}$/;

type RequestContext = { requestId: string };

type TrackingState = {
  installed?: boolean;
  storage: AsyncLocalStorage<RequestContext>;
  servers: Set<Server>;
  inFlight: Set<ServerResponse>;
  closing: boolean;
};

const stateKey = Symbol.for("alcove.runtime.requestTracking");
function state(): TrackingState {
  const store = globalThis as Record<symbol, TrackingState | undefined>;
  return (store[stateKey] ??= {
    storage: new AsyncLocalStorage<RequestContext>(),
    servers: new Set(),
    inFlight: new Set(),
    closing: false,
  });
}

type RequestStart = {
  request: IncomingMessage;
  response: ServerResponse;
  server?: Server;
};

export function requestIdFor(incoming: string | string[] | undefined): string {
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value && acceptableRequestId.test(value) ? value : randomUUID();
}

export function installRequestTracking(): void {
  const current = state();
  if (current.installed) return;
  current.installed = true;

  diagnosticsChannel.subscribe("http.server.request.start", (message) => {
    const { request, response, server } = message as RequestStart;
    const requestId = requestIdFor(request.headers[requestIdHeader]);
    request.headers[requestIdHeader] = requestId;
    // Echoed to the client (and to a proxy's log) for every response, static files included.
    if (!response.headersSent) response.setHeader(requestIdHeader, requestId);
    // Runs synchronously before the server emits "request": the store follows the request
    // through every await of its handler, and only that request.
    current.storage.enterWith({ requestId });

    if (server instanceof Server) current.servers.add(server);
    current.inFlight.add(response);
    // While shutting down, answer and hang up: the client's next request goes elsewhere.
    if (current.closing) response.shouldKeepAlive = false;
    response.once("close", () => current.inFlight.delete(response));
  });

  setLogContextProvider(() => current.storage.getStore());
}

export function currentRequestId(): string | undefined {
  return state().storage.getStore()?.requestId;
}

export function inFlightRequestCount(): number {
  return state().inFlight.size;
}

/**
 * Next.js creates its server before instrumentation runs, and the channel above only reveals it
 * with the first request. Node has no public list of servers, so for a shutdown before any request
 * the process's active handles are searched (an undocumented but long-standing API); a miss only
 * means the process exits with the listener still open, which the exit closes anyway.
 */
function knownServers(): Set<Server> {
  const current = state();
  if (current.servers.size === 0) {
    const handles = (process as unknown as { _getActiveHandles?: () => unknown[] })
      ._getActiveHandles;
    for (const handle of handles?.call(process) ?? []) {
      if (handle instanceof Server) current.servers.add(handle);
    }
  }
  return current.servers;
}

const nextLoopTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Lets the event loop accept the connections the kernel has queued. A busy server (rendering)
 * leaves them waiting, and closing the listener would reset them: those visitors would get an
 * error although their request was never refused on purpose. Each turn of the loop runs one poll
 * phase, which accepts everything queued; this repeats until a turn accepts nothing.
 */
export async function acceptQueuedConnections(maxTurns = 50): Promise<number> {
  const servers = [...knownServers()];
  let total = 0;
  for (let turn = 0; turn < maxTurns; turn++) {
    let accepted = 0;
    const count = () => accepted++;
    for (const server of servers) server.on("connection", count);
    await nextLoopTurn();
    await nextLoopTurn();
    for (const server of servers) server.off("connection", count);
    total += accepted;
    if (accepted === 0) break;
  }
  return total;
}

/**
 * Stops accepting connections, without touching the ones already accepted. Node's own
 * `server.close()` would also drop every connection without a request under way at that moment,
 * and on a busy server that includes connections whose request has arrived but not yet been read:
 * those visitors would see a reset instead of an answer. Requests still to come on open
 * connections are served and answered with `Connection: close`.
 */
export function stopAcceptingRequests(): number {
  const current = state();
  current.closing = true;
  const servers = knownServers();
  for (const server of servers) {
    if (server.listening) NetServer.prototype.close.call(server);
  }
  for (const response of current.inFlight) {
    if (!response.headersSent) response.shouldKeepAlive = false;
  }
  return servers.size;
}

/**
 * Resolves true once no request has been in flight for `quietMs` (so that requests already
 * received on open connections have been read and answered), or false when `timeoutMs` passes.
 */
export async function waitForInFlightRequests(timeoutMs: number, quietMs = 250): Promise<boolean> {
  const current = state();
  const deadline = Date.now() + timeoutMs;
  let quietSince = current.inFlight.size === 0 ? Date.now() : undefined;
  while (Date.now() < deadline) {
    if (current.inFlight.size > 0) quietSince = undefined;
    else quietSince ??= Date.now();
    if (quietSince !== undefined && Date.now() - quietSince >= quietMs) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return current.inFlight.size === 0;
}

/** Drops every connection still open (all idle once the requests have drained). */
export function closeAllConnections(): void {
  for (const server of state().servers) server.closeAllConnections();
}
