import { describe, expect, it } from "vitest";

import {
  loopbackBindAddress,
  loopbackBindMessage,
  requestedBindAddress,
} from "@/lib/config/bind-address";

const nextStart = (...flags: string[]) => [
  "/usr/bin/node",
  "/srv/site/node_modules/next/dist/bin/next",
  "start",
  ...flags,
];
const standalone = ["/usr/bin/node", "/srv/site/server.js"];

describe("requestedBindAddress", () => {
  it("reads next start's -H and --hostname flags", () => {
    expect(requestedBindAddress(nextStart("-p", "3000", "-H", "127.0.0.1"), {})).toBe("127.0.0.1");
    expect(requestedBindAddress(nextStart("--hostname", "0.0.0.0"), {})).toBe("0.0.0.0");
    expect(requestedBindAddress(nextStart("--hostname=::1"), {})).toBe("::1");
  });

  it("reads HOSTNAME for the standalone server only", () => {
    expect(requestedBindAddress(standalone, { HOSTNAME: "127.0.0.1" })).toBe("127.0.0.1");
    expect(requestedBindAddress(nextStart("-p", "3000"), { HOSTNAME: "127.0.0.1" })).toBe(
      undefined,
    );
  });
});

describe("loopbackBindAddress", () => {
  it("names a loopback IP, which breaks the proxy's rewrites", () => {
    expect(loopbackBindAddress(nextStart("-H", "127.0.0.1"), {})).toBe("127.0.0.1");
    expect(loopbackBindAddress(nextStart("-H", "127.0.1.1"), {})).toBe("127.0.1.1");
    expect(loopbackBindAddress(nextStart("-H", "::1"), {})).toBe("::1");
    expect(loopbackBindAddress(nextStart("-H", "[::1]"), {})).toBe("[::1]");
    expect(loopbackBindAddress(standalone, { HOSTNAME: "127.0.0.1" })).toBe("127.0.0.1");
  });

  it("lets localhost, every interface, a name and the default through", () => {
    for (const address of ["localhost", "0.0.0.0", "::", "alcove-web-1", "10.0.0.7"]) {
      expect(loopbackBindAddress(nextStart("-H", address), {}), address).toBe(undefined);
      expect(loopbackBindAddress(standalone, { HOSTNAME: address }), address).toBe(undefined);
    }
    expect(loopbackBindAddress(nextStart("-p", "3000"), {})).toBe(undefined);
    expect(loopbackBindAddress(standalone, {})).toBe(undefined);
  });

  it("says what to listen on instead", () => {
    expect(loopbackBindMessage("127.0.0.1")).toMatch(/listen on localhost.*0\.0\.0\.0/i);
  });
});
