import "server-only";

import { createHash } from "node:crypto";
import diagnosticsChannel from "node:diagnostics_channel";
import { type IncomingMessage } from "node:http";
import { isIPv4, isIPv6, type Socket } from "node:net";

/**
 * Where a request came from, for the rate limit.
 *
 * Next.js 16 gives a Server Action no socket: it sets `X-Forwarded-For` to the socket address
 * only when the request has no such header (`??=` in base-server), so a visitor who sends their
 * own header hides the real address. The server therefore copies the socket address into a
 * header of its own for every request, before Next.js sees it (Node's documented
 * `http.server.request.start` diagnostics channel), overwriting anything a client sent under that
 * name. The client address is then the hop `TRUSTED_PROXY_COUNT` places left of the socket in
 * [...X-Forwarded-For, socket]: with 0 proxies the socket itself, with one proxy the address
 * that proxy appended, and so on. Entries further left are never trusted.
 */
export const socketAddressHeader = "x-alcove-socket-address";

const hookKey = Symbol.for("alcove.forms.socketAddressHook");

type RequestStart = { request: IncomingMessage; socket: Socket };

export function installSocketAddressHook(): void {
  const store = globalThis as Record<symbol, boolean | undefined>;
  if (store[hookKey]) return;
  store[hookKey] = true;
  diagnosticsChannel.subscribe("http.server.request.start", (message) => {
    const { request, socket } = message as RequestStart;
    const address = socket?.remoteAddress;
    if (address) request.headers[socketAddressHeader] = address;
    else delete request.headers[socketAddressHeader];
  });
}

export function isSocketAddressHookInstalled(): boolean {
  return (globalThis as Record<symbol, boolean | undefined>)[hookKey] === true;
}

type HeaderSource = { get(name: string): string | null };

/** Strips ports, brackets and the IPv4-mapped IPv6 prefix; anything else becomes undefined. */
export function normaliseAddress(raw: string | null | undefined): string | undefined {
  if (!raw) return undefined;
  let value = raw.trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed?.[1]) value = bracketed[1];
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(value);
  if (withPort?.[1]) value = withPort[1];
  if (value.startsWith("::ffff:") && isIPv4(value.slice(7))) value = value.slice(7);
  value = value.replace(/%.*$/, "");
  return isIPv4(value) || isIPv6(value) ? value : undefined;
}

export function clientAddressFrom(headers: HeaderSource, trustedProxyCount: number): string {
  const forwarded = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => normaliseAddress(entry))
    .filter((entry): entry is string => entry !== undefined);
  const socket = normaliseAddress(headers.get(socketAddressHeader));
  const hops = Math.max(0, trustedProxyCount);
  let candidate: string | undefined;
  if (socket) {
    const chain = [...forwarded, socket];
    candidate = chain[Math.max(0, chain.length - 1 - hops)];
  } else {
    // Without the hook (another server), Next.js's own header is the best there is.
    candidate = forwarded[Math.max(0, forwarded.length - Math.max(1, hops))];
  }
  return candidate ?? "unknown";
}

/** IPv6 visitors usually hold a whole /64, so they are limited per /64. */
export function rateLimitSubject(address: string): string {
  if (!isIPv6(address)) return address;
  const [head = "", tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = address.includes("::") ? 8 - left.length - right.length : 0;
  const groups = [...left, ...Array<string>(Math.max(0, missing)).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.padStart(4, "0"))
    .join(":")}::/64`;
}

/** The rate-limit key: the form and a hash of the subject, so raw addresses are never stored. */
export function rateLimitKey(form: string, address: string): string {
  const digest = createHash("sha256").update(rateLimitSubject(address)).digest("hex").slice(0, 32);
  return `${form}:${digest}`;
}
