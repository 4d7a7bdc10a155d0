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
