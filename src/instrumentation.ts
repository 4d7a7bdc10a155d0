import { type Instrumentation } from "next";

/**
 * Runs once per server process before it takes requests. The database, the migrations and the
 * e-mail worker belong to the Node.js server only: never to the edge runtime, and never to
 * `next build`, whose workers would otherwise open (and could corrupt) the PGlite folder.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { startServerRuntime } = await import("@/server/runtime/server-runtime");
  await startServerRuntime();
}

/**
 * A render, route handler or Server Action that threw, as the one JSON line (`request.failed`) a
 * log collector can count and alert on; Next.js prints its own text beside it. Posts the
 * framework could not even read never get here: the server screens them first
 * (src/server/runtime/post-screening.ts).
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { logRequestError } = await import("@/server/runtime/request-errors");
  logRequestError(error, request, context);
};
