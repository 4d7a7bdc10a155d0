/** Worker thread: runs jobs the generator sends and answers with their metadata. */
import { parentPort } from "node:worker_threads";

import sharp from "sharp";

import { runJob, type Job } from "./job";

// Each worker owns one core; libvips must not spawn its own threads on top.
sharp.concurrency(1);

parentPort?.on("message", (job: Job) => {
  runJob(job).then(
    (meta) => parentPort?.postMessage({ ok: true, meta }),
    (error: unknown) =>
      parentPort?.postMessage({
        ok: false,
        name: job.target.name,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      }),
  );
});
