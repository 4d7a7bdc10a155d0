import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { startProductionServer } from "./support/production-server";

/** The most memory the process has held since it started, in MB. */
function peakResidentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1]) / 1024;
}

describe("the server's memory", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "alcove-memory-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("stays under 450 MB while a restarted server opens its database", async () => {
    // The first start creates the database; the owner's server restarts onto it every time after.
    const first = await startProductionServer({ dataDir });
    expect((await first.stop()).code).toBe(0);

    const server = await startProductionServer({ dataDir });
    try {
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      // Without the server's Node.js flags, V8 recompiled the database's WebAssembly here with
      // its optimising compiler: about 810 MB at the peak against 265.
      expect(peakResidentMb(server.pid)).toBeLessThan(450);
    } finally {
      await server.stop();
    }
  });
});
