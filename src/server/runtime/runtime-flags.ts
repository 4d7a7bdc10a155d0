import "server-only";

export type RuntimeFlags = { started?: boolean; shuttingDown?: boolean };

const flagsKey = Symbol.for("alcove.server.runtime");

/** Per process, shared by every bundle that includes the runtime (instrumentation, routes). */
export function runtimeFlags(): RuntimeFlags {
  const store = globalThis as Record<symbol, RuntimeFlags | undefined>;
  return (store[flagsKey] ??= {});
}

export function isShuttingDown(): boolean {
  return runtimeFlags().shuttingDown === true;
}
