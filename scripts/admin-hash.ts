/**
 * Prints the ADMIN_PASSWORD_HASH line for a password: `npm run admin:hash` asks for it without
 * echoing; `printf '%s' "$PASSWORD" | npm run --silent admin:hash` reads it from a pipe. The
 * password is never taken from the command line, where it would stay in the shell's history.
 */
import { createInterface } from "node:readline";

import { hashPassword } from "../src/lib/admin/password-hash";

async function readPiped(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/\r?\n$/, "");
}

function ask(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: true });
    // Keep the typed characters off the screen.
    const output = rl as unknown as { _writeToOutput: (text: string) => void };
    let prompted = false;
    output._writeToOutput = (text: string) => {
      if (!prompted) {
        process.stderr.write(text);
        prompted = true;
      }
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stderr.write("\n");
      resolve(answer);
    });
  });
}

const password = process.stdin.isTTY ? await ask("Password for the inbox: ") : await readPiped();
if (password.length < 12) {
  process.stderr.write("Choose a password of at least 12 characters.\n");
  process.exit(1);
}
const hash = await hashPassword(password);
process.stderr.write("Set this in the server's environment (single quotes keep the $ signs):\n");
process.stdout.write(`ADMIN_PASSWORD_HASH='${hash}'\n`);
