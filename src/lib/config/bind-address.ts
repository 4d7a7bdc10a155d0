/**
 * Next.js cannot serve this site when it is told to listen on a loopback address written as an
 * IP (`next start -H 127.0.0.1`, or `HOSTNAME=127.0.0.1` / `::1` for the standalone server).
 * The proxy rewrites every filtered listing and every form page to its per-request twin; Next.js
 * writes the rewrite's address with `localhost` in place of the loopback IP but compares it with
 * the address it listens on, finds them different and forwards the request over HTTP as if to
 * another site, which answers with a redirect that leads back: visitors get a redirect loop
 * (vercel/next.js#94745, open). `localhost`, `0.0.0.0` and a real host name are not affected.
 */

const loopbackIp = /^(?:127(?:\.\d{1,3}){3}|\[?::1\]?|\[?::ffff:127(?:\.\d{1,3}){3}\]?)$/i;

/** The address Next.js was told to listen on: `-H`/`--hostname`, or HOSTNAME for server.js. */
export function requestedBindAddress(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): string | undefined {
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index] ?? "";
    if (arg === "-H" || arg === "--hostname") return argv[index + 1];
    if (arg.startsWith("--hostname=")) return arg.slice("--hostname=".length);
  }
  // Only the standalone server reads HOSTNAME; a shell may export it for other reasons.
  const script = argv[1] ?? "";
  return /(?:^|[/\\])server\.js$/.test(script) ? env.HOSTNAME : undefined;
}

/** The loopback IP the server was told to listen on, which breaks the proxy's rewrites. */
export function loopbackBindAddress(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): string | undefined {
  const address = requestedBindAddress(argv, env)?.trim();
  return address && loopbackIp.test(address) ? address : undefined;
}

/** What the log says when the server refuses to start on one. */
export function loopbackBindMessage(address: string): string {
  return (
    `The server was told to listen on ${address}. Next.js then forwards the site's own rewrites ` +
    `as if to another site, and filtered listings and form pages loop between two addresses. ` +
    `Listen on localhost (the same interface), 0.0.0.0 or the machine's name instead.`
  );
}
