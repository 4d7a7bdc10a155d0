import { describe, expect, it } from "vitest";

import {
  clientAddressFrom,
  normaliseAddress,
  rateLimitKey,
  rateLimitSubject,
  socketAddressHeader,
} from "./client-address";

function headers(values: Record<string, string>) {
  const map = new Map(Object.entries(values).map(([k, v]) => [k.toLowerCase(), v]));
  return { get: (name: string) => map.get(name.toLowerCase()) ?? null };
}

describe("client address", () => {
  it("uses the socket address when no proxy is trusted, whatever the client claims", () => {
    const request = headers({
      "x-forwarded-for": "1.2.3.4, 5.6.7.8",
      [socketAddressHeader]: "203.0.113.7",
    });
    expect(clientAddressFrom(request, 0)).toBe("203.0.113.7");
  });

  it("takes the hop the trusted proxies appended, never the leftmost entry", () => {
    // A spoofed entry, then the address our one proxy saw, then that proxy is the socket.
    const request = headers({
      "x-forwarded-for": "6.6.6.6, 203.0.113.7",
      [socketAddressHeader]: "10.0.0.2",
    });
    expect(clientAddressFrom(request, 1)).toBe("203.0.113.7");
    const twoProxies = headers({
      "x-forwarded-for": "6.6.6.6, 203.0.113.7, 10.0.0.1",
      [socketAddressHeader]: "10.0.0.2",
    });
    expect(clientAddressFrom(twoProxies, 2)).toBe("203.0.113.7");
  });

  it("falls back to the leftmost known hop when fewer proxies were passed than trusted", () => {
    const request = headers({ [socketAddressHeader]: "203.0.113.7" });
    expect(clientAddressFrom(request, 2)).toBe("203.0.113.7");
  });

  it("without the socket hook uses what Next.js put in X-Forwarded-For", () => {
    expect(clientAddressFrom(headers({ "x-forwarded-for": "203.0.113.7" }), 0)).toBe("203.0.113.7");
    expect(clientAddressFrom(headers({ "x-forwarded-for": "6.6.6.6, 203.0.113.7" }), 1)).toBe(
      "203.0.113.7",
    );
    expect(clientAddressFrom(headers({}), 0)).toBe("unknown");
  });

  it("ignores entries that are not addresses", () => {
    const request = headers({ "x-forwarded-for": "evil, <script>", [socketAddressHeader]: "::1" });
    expect(clientAddressFrom(request, 1)).toBe("::1");
  });

  it.each([
    ["::ffff:192.0.2.1", "192.0.2.1"],
    ["192.0.2.1:53211", "192.0.2.1"],
    ["[2001:db8::1]:443", "2001:db8::1"],
    ["2001:DB8::1", "2001:db8::1"],
    ["fe80::1%eth0", "fe80::1"],
    ["not an ip", undefined],
    ["", undefined],
  ])("normalises %j", (raw, expected) => {
    expect(normaliseAddress(raw)).toBe(expected);
  });

  it("limits IPv6 per /64 and never stores the raw address", () => {
    expect(rateLimitSubject("2001:db8:1:2::1")).toBe("2001:0db8:0001:0002::/64");
    expect(rateLimitSubject("2001:db8:1:2:ffff::9")).toBe("2001:0db8:0001:0002::/64");
    expect(rateLimitSubject("::1")).toBe("0000:0000:0000:0000::/64");
    expect(rateLimitSubject("192.0.2.1")).toBe("192.0.2.1");
    const key = rateLimitKey("contact", "192.0.2.1");
    expect(key).toMatch(/^contact:[0-9a-f]{32}$/);
    expect(key).not.toContain("192.0.2.1");
    // The same visitor is counted separately per form.
    const other = rateLimitKey("consultation", "192.0.2.1");
    expect(other.split(":")[1]).toBe(key.split(":")[1]);
    expect(other).not.toBe(key);
  });
});
