import { describe, expect, it } from "vitest";

import {
  hostName,
  httpsSignInUrl,
  isLoopbackHost,
  requestOrigin,
  sessionCookieIsSecure,
  signInNeedsHttps,
} from "./connection-security";

const headers = (values: Record<string, string>) => new Headers(values);

describe("sessionCookieIsSecure", () => {
  it("is Secure in production and on an https site, not in local development", () => {
    expect(sessionCookieIsSecure({ NODE_ENV: "production", SITE_URL: "http://x.example" })).toBe(
      true,
    );
    expect(sessionCookieIsSecure({ NODE_ENV: "development", SITE_URL: "https://x.example" })).toBe(
      true,
    );
    expect(
      sessionCookieIsSecure({ NODE_ENV: "development", SITE_URL: "http://localhost:3000" }),
    ).toBe(false);
  });
});

describe("isLoopbackHost", () => {
  it.each([
    "localhost",
    "localhost:3000",
    "LOCALHOST:3100",
    "shop.localhost:8080",
    "127.0.0.1",
    "127.0.0.1:3000",
    "127.1.2.3",
    "[::1]",
    "[::1]:3000",
  ])("treats %s as loopback", (host) => expect(isLoopbackHost(host)).toBe(true));

  it.each([
    "www.alcove-wallcoverings.example",
    "192.168.1.20:3000",
    "10.0.0.5",
    "[2001:db8::1]:443",
    "localhost.example.com",
    "127.0.0.1.nip.io",
    "",
  ])("treats %s as remote", (host) => expect(isLoopbackHost(host)).toBe(false));

  it("strips ports but keeps IPv6 brackets", () => {
    expect(hostName("Example.com:3000")).toBe("example.com");
    expect(hostName("[::1]:3000")).toBe("[::1]");
  });
});

describe("requestOrigin", () => {
  it("without a trusted proxy, is plain http on the Host header, whatever the client claims", () => {
    const origin = requestOrigin(
      headers({ host: "shop.example", "x-forwarded-proto": "https", "x-forwarded-host": "x" }),
      0,
    );
    expect(origin).toEqual({ protocol: "http", host: "shop.example" });
  });

  it("behind a trusted proxy, reads the scheme and host the proxy forwards", () => {
    expect(
      requestOrigin(
        headers({
          host: "site:3000",
          "x-forwarded-proto": "https",
          "x-forwarded-host": "www.alcove.example",
        }),
        1,
      ),
    ).toEqual({ protocol: "https", host: "www.alcove.example" });
    expect(
      requestOrigin(headers({ host: "www.alcove.example", "x-forwarded-proto": "HTTP" }), 1),
    ).toEqual({ protocol: "http", host: "www.alcove.example" });
  });

  it("takes the first of several forwarded values and treats a missing scheme as http", () => {
    expect(
      requestOrigin(
        headers({
          host: "site:3000",
          "x-forwarded-proto": "https, http",
          "x-forwarded-host": "www.alcove.example, site",
        }),
        2,
      ),
    ).toEqual({ protocol: "https", host: "www.alcove.example" });
    expect(requestOrigin(headers({ host: "www.alcove.example" }), 1).protocol).toBe("http");
  });
});

describe("signInNeedsHttps", () => {
  it("asks for https when a Secure cookie would be dropped on a remote http host", () => {
    expect(signInNeedsHttps({ protocol: "http", host: "www.alcove.example" }, true)).toBe(true);
    expect(signInNeedsHttps({ protocol: "http", host: "192.168.1.20:3000" }, true)).toBe(true);
  });

  it("stays quiet over https, on loopback hosts and when the cookie is not Secure", () => {
    expect(signInNeedsHttps({ protocol: "https", host: "www.alcove.example" }, true)).toBe(false);
    expect(signInNeedsHttps({ protocol: "http", host: "localhost:3100" }, true)).toBe(false);
    expect(signInNeedsHttps({ protocol: "http", host: "127.0.0.1:3000" }, true)).toBe(false);
    expect(signInNeedsHttps({ protocol: "http", host: "www.alcove.example" }, false)).toBe(false);
  });
});

describe("httpsSignInUrl", () => {
  it("points at the https sign-in page only when the site's address is https", () => {
    expect(httpsSignInUrl("https://www.alcove.example")).toBe(
      "https://www.alcove.example/admin/sign-in",
    );
    expect(httpsSignInUrl("http://www.alcove.example")).toBeUndefined();
  });
});
