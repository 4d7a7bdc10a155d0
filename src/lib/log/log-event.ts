/**
 * One JSON line per event on stdout/stderr, so a log collector can parse every line. Callers pass
 * facts, never message bodies; e-mail addresses are masked here as a last line of defence.
 */

export type LogLevel = "debug" | "info" | "warn" | "error";

const emailPattern = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;

export function maskEmails(text: string): string {
  return text.replace(
    emailPattern,
    (_match, first: string, domain: string) => `${first}***@${domain}`,
  );
}

function sanitise(value: unknown): unknown {
  if (typeof value === "string") return maskEmails(value);
  if (value instanceof Error) return { name: value.name, message: maskEmails(value.message) };
  if (Array.isArray(value)) return value.map(sanitise);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, sanitise(v)]));
  }
  return value;
}

/**
 * Fields every line of the current request carries (its request id). The server runtime installs
 * the provider; this module stays free of Node-only imports so that any code may log.
 */
export type LogContextProvider = () => Record<string, unknown> | undefined;

const providerKey = Symbol.for("alcove.log.contextProvider");

export function setLogContextProvider(provider: LogContextProvider | undefined): void {
  (globalThis as Record<symbol, LogContextProvider | undefined>)[providerKey] = provider;
}

function contextFields(): Record<string, unknown> {
  const provider = (globalThis as Record<symbol, LogContextProvider | undefined>)[providerKey];
  if (!provider) return {};
  try {
    return provider() ?? {};
  } catch {
    // Logging must never throw because the context could not be read.
    return {};
  }
}

export function formatLogLine(
  level: LogLevel,
  event: string,
  fields: Record<string, unknown> = {},
  now: Date = new Date(),
): string {
  const clean = sanitise(
    Object.fromEntries(
      Object.entries({ ...contextFields(), ...fields }).filter(([, v]) => v !== undefined),
    ),
  ) as Record<string, unknown>;
  return JSON.stringify({ time: now.toISOString(), level, event, ...clean });
}

export function logEvent(
  level: LogLevel,
  event: string,
  fields: Record<string, unknown> = {},
): void {
  if (process.env.LOG_LEVEL === "silent") return;
  const line = formatLogLine(level, event, fields);
  if (level === "error" || level === "warn") process.stderr.write(`${line}\n`);
  else process.stdout.write(`${line}\n`);
}
