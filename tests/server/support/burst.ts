import { randomUUID } from "node:crypto";
import { request } from "node:http";

import { contactActionBody, type ContactAction } from "./contact-action";

export type Attempt = {
  name: string;
  startedAt: number;
  endedAt?: number;
  /** The HTTP status, when an answer came back. */
  status?: number;
  /** The action said it stored the message: the visitor saw "Message Sent!". */
  acknowledged: boolean;
  /** A network error instead of an answer (refused, reset). */
  error?: string;
};

async function encode(fields: Record<string, string>) {
  const encoded = new Request("http://localhost/", {
    method: "POST",
    body: contactActionBody(fields),
  });
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get("content-type")!,
  };
}

/**
 * One post on a fresh connection (no keep-alive), so that every attempt either reaches the server
 * as a whole or is refused: an idle pooled connection closed by the server would otherwise blur
 * "never sent" with "cut off".
 */
async function post(baseUrl: string, action: ContactAction, attempt: Attempt) {
  const { body, contentType } = await encode({
    name: attempt.name,
    email: "burst.visitor@example.com",
    phone: "",
    message: `Burst message for ${attempt.name}`,
    idempotencyKey: randomUUID(),
    page: "/contact",
    landingPage: "/contact",
    utm: "",
    website: "",
  });
  const url = new URL(action.path, baseUrl);
  await new Promise<void>((resolve) => {
    const req = request(
      url,
      {
        method: "POST",
        agent: false,
        headers: {
          Accept: "text/x-component",
          "Content-Type": contentType,
          "Content-Length": body.length,
          "Next-Action": action.id,
          Origin: baseUrl,
          Connection: "close",
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => {
          attempt.status = response.statusCode;
          attempt.acknowledged = response.statusCode === 200 && /"status":"success"/.test(text);
          resolve();
        });
        response.on("error", (error) => {
          attempt.error = (error as NodeJS.ErrnoException).code ?? error.message;
          resolve();
        });
      },
    );
    req.on("error", (error) => {
      attempt.error = (error as NodeJS.ErrnoException).code ?? error.message;
      resolve();
    });
    req.end(body);
  });
  attempt.endedAt = performance.now();
}

export type Burst = {
  attempts: Attempt[];
  acknowledged(): Attempt[];
  /** Stops starting new posts and waits for the ones under way. */
  finish(): Promise<Attempt[]>;
};

/** `concurrency` clients posting one message after another until `finish()`. */
export function startBurst(
  baseUrl: string,
  action: ContactAction,
  options: { concurrency: number; label: string },
): Burst {
  const attempts: Attempt[] = [];
  let stopping = false;
  let counter = 0;
  const client = async () => {
    while (!stopping) {
      const attempt: Attempt = {
        name: `${options.label} ${++counter}`,
        startedAt: performance.now(),
        acknowledged: false,
      };
      attempts.push(attempt);
      await post(baseUrl, action, attempt);
      // A refused connection means the server is gone: stop this client.
      if (attempt.error === "ECONNREFUSED") break;
    }
  };
  const clients = Array.from({ length: options.concurrency }, () => client());
  return {
    attempts,
    acknowledged: () => attempts.filter((attempt) => attempt.acknowledged),
    async finish() {
      stopping = true;
      await Promise.all(clients);
      return attempts;
    },
  };
}
