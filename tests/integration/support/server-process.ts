/**
 * A stand-in for `next start`'s process: runs what instrumentation.ts runs, then waits for a
 * signal. Started by server-runtime.test.ts with `tsx --conditions=react-server`.
 */
import { getDb } from "@/server/db/client";
import { startServerRuntime } from "@/server/runtime/server-runtime";

await startServerRuntime();
await getDb();
process.stdout.write("ready\n");
// Keep the event loop alive until a signal arrives.
setInterval(() => undefined, 60_000);
