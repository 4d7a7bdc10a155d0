import { afterEach, describe, expect, it, vi } from "vitest";

import { logRequestError } from "./request-errors";

afterEach(() => {
  vi.restoreAllMocks();
});

function captureStderr() {
  const lines: string[] = [];
  vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
  return lines;
}

describe("logRequestError", () => {
  it("writes one JSON line with the request id, without the query or raw e-mail addresses", () => {
    const saved = process.env.LOG_LEVEL;
    delete process.env.LOG_LEVEL;
    const lines = captureStderr();
    try {
      const error = Object.assign(new Error("Lookup failed for jane.doe@example.com"), {
        digest: "123456",
      });
      logRequestError(
        error,
        {
          path: "/catalog?q=jane.doe@example.com",
          method: "GET",
          headers: { "x-request-id": "abcdef0123456789" },
        },
        {
          routerKind: "App Router",
          routePath: "/catalog",
          routeType: "render",
          renderSource: "server-rendering",
          revalidateReason: undefined,
        },
      );
    } finally {
      if (saved !== undefined) process.env.LOG_LEVEL = saved;
    }
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({
      level: "error",
      event: "request.failed",
      requestId: "abcdef0123456789",
      method: "GET",
      path: "/catalog",
      route: "/catalog",
      routeType: "render",
      error: { name: "Error", message: "Lookup failed for j***@example.com", digest: "123456" },
    });
    expect(lines[0]).not.toContain("jane.doe");
  });
});
