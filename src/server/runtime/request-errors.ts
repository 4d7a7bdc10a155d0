import "server-only";

import { type Instrumentation } from "next";

import { logEvent } from "@/lib/log/log-event";

type ErrorRequest = Parameters<Instrumentation.onRequestError>[1];
type ErrorContext = Parameters<Instrumentation.onRequestError>[2];

const stackLines = 8;

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * A failed render, route handler or Server Action as one JSON line, for instrumentation's
 * `onRequestError`. Next.js also prints the error as text; this line is the one a log collector
 * can count and alert on. The path is logged without its query string, which could carry
 * whatever a visitor typed into a search box.
 */
export function logRequestError(
  error: unknown,
  request: ErrorRequest,
  context: ErrorContext,
): void {
  const described =
    error instanceof Error
      ? {
          name: error.name,
          message: error.message,
          digest: (error as Error & { digest?: unknown }).digest,
          stack: error.stack
            ?.split("\n")
            .slice(1, stackLines + 1)
            .map((line) => line.trim()),
        }
      : { message: String(error) };
  logEvent("error", "request.failed", {
    requestId: firstHeader(request.headers["x-request-id"]),
    method: request.method,
    path: request.path.split("?")[0],
    route: context.routePath,
    routeType: context.routeType,
    renderSource: context.renderSource,
    error: described,
  });
}
