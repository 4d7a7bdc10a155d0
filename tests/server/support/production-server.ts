import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";

import { serverNodeFlags } from "../../../scripts/server-node-flags.mjs";

/** The build these tests start: the test command builds `.next-test` before this stage. */
export function buildDir(): string {
  return process.env.SERVER_TEST_DIST_DIR ?? process.env.NEXT_DIST_DIR ?? ".next-test";
}

export function assertBuilt(): void {
  if (!existsSync(join(process.cwd(), buildDir(), "BUILD_ID"))) {
    throw new Error(
      `No production build in ${buildDir()}. Build it first: ` +
        `NEXT_DIST_DIR=${buildDir()} SITE_URL=http://localhost:3100 npm run build`,
    );
  }
}

/** The browser tests' fixed ports: never taken here, even when the system offers them. */
const reservedPorts = new Set([3100, 3101]);

function anyFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function freePort(): Promise<number> {
  for (;;) {
    const port = await anyFreePort();
    if (!reservedPorts.has(port)) return port;
  }
}

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type ProductionServer = {
  url: string;
  pid: number;
  child: ChildProcess;
  /** Every line the server wrote, stdout and stderr. */
  lines: string[];
  /** The JSON log lines, parsed. */
  events(): Record<string, unknown>[];
  exited: Promise<Exit>;
  stop(signal?: NodeJS.Signals): Promise<Exit>;
};

export type StartOptions = {
  dataDir: string;
  port?: number;
  env?: Record<string, string | undefined>;
  readyTimeoutMs?: number;
  /**
   * What `-H` says. Every interface by default: the server refuses a loopback IP such as
   * 127.0.0.1, with which Next.js would loop the proxy's rewrites (src/lib/config/bind-address.ts).
   */
  hostname?: string;
};

/**
 * `next start` on the production build, as `npm start` runs it (the server's Node.js flags, and
 * NEXT_MANUAL_SIG_HANDLE, so the site's own shutdown runs), but started directly so that the child's pid is the server's: a
 * SIGKILL then kills the server, not a wrapper.
 */
export async function startProductionServer(options: StartOptions): Promise<ProductionServer> {
  assertBuilt();
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_DIST_DIR: buildDir(),
    NEXT_MANUAL_SIG_HANDLE: "true",
    NEXT_TELEMETRY_DISABLED: "1",
    PORT: String(port),
    DATA_DIR: options.dataDir,
    DATABASE_URL: "",
    LOG_LEVEL: "info",
    ...options.env,
  };
  for (const key of Object.keys(env)) {
    if (key.startsWith("VITEST") || env[key] === undefined) delete env[key];
  }
  const child = spawn(
    process.execPath,
    [
      ...serverNodeFlags,
      join("node_modules", "next", "dist", "bin", "next"),
      "start",
      "-p",
      String(port),
      "-H",
      options.hostname ?? "0.0.0.0",
    ],
    { cwd: process.cwd(), env: env as NodeJS.ProcessEnv, stdio: ["ignore", "pipe", "pipe"] },
  );
  const lines: string[] = [];
  const collect = (stream: NodeJS.ReadableStream) => {
    let rest = "";
    stream.on("data", (chunk: Buffer) => {
      const parts = (rest + chunk.toString()).split("\n");
      rest = parts.pop() ?? "";
      lines.push(...parts);
    });
  };
  collect(child.stdout!);
  collect(child.stderr!);
  const exited = new Promise<Exit>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );

  const deadline = Date.now() + (options.readyTimeoutMs ?? 120_000);
  let exitedEarly: Exit | undefined;
  void exited.then((exit) => (exitedEarly = exit));
  for (;;) {
    if (exitedEarly) {
      throw new Error(`The server exited (${JSON.stringify(exitedEarly)}):\n${lines.join("\n")}`);
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The server did not become healthy:\n${lines.join("\n")}`);
    }
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.status === 200) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    url,
    pid: child.pid!,
    child,
    lines,
    events() {
      return lines.flatMap((line) => {
        if (!line.startsWith("{")) return [];
        try {
          return [JSON.parse(line) as Record<string, unknown>];
        } catch {
          return [];
        }
      });
    },
    exited,
    stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
