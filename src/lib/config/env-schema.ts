/**
 * The site's configuration, validated with zod. Kept free of side effects so that the build
 * (next.config.ts, metadata) and the server read the same rules; `src/server/env.ts` caches it.
 */
import { z } from "zod";

const booleanFromString = z
  .enum(["true", "false", "1", "0", "yes", "no"], {
    error: "must be true or false",
  })
  .transform((value) => value === "true" || value === "1" || value === "yes");

const wholeNumber = (min: number, max: number, fallback: number) =>
  z.coerce
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(min, `must be between ${min} and ${max}`)
    .max(max, `must be between ${min} and ${max}`)
    .default(fallback);

const optionalUrl = (protocols: RegExp, hint: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === "" ? undefined : value))
    .refine((value) => value === undefined || protocols.test(value), { error: hint });

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce
    .number({ error: "must be a port number" })
    .int("must be a whole number")
    .min(1, "must be between 1 and 65535")
    .max(65535, "must be between 1 and 65535")
    .default(3000),
  SITE_URL: z
    .url({
      protocol: /^https?$/,
      error: "must be an absolute http(s) URL such as https://example.com",
    })
    .transform((value) => value.replace(/\/+$/, ""))
    .optional(),
  SITE_INDEXABLE: booleanFromString.default(true),
  DATA_DIR: z.string().trim().min(1, "must not be empty").default("./data"),
  DATABASE_URL: optionalUrl(
    /^postgres(ql)?:\/\//,
    "must be a postgres:// or postgresql:// connection URL",
  ),
  SMTP_URL: optionalUrl(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL"),
  MAIL_FROM: z
    .string()
    .trim()
    .default("Alcove Wallcoverings <showroom@alcove-wallcoverings.example>")
    .refine((value) => /<[^<>@\s]+@[^<>@\s]+>$|^[^<>@\s]+@[^<>@\s]+$/.test(value), {
      error: 'must be an address such as "Store <store@example.com>"',
    }),
  OWNER_EMAIL: z
    .email({ error: "must be an e-mail address" })
    .default("showroom@alcove-wallcoverings.example"),
  /** Form submissions allowed per client address and form within one window. */
  RATE_LIMIT_MAX: wholeNumber(1, 1_000_000, 5),
  RATE_LIMIT_WINDOW_SECONDS: wholeNumber(1, 86_400, 600),
  /**
   * Reverse proxies in front of the server that append to X-Forwarded-For. 0 means the server
   * is reached directly and only the socket address counts.
   */
  TRUSTED_PROXY_COUNT: wholeNumber(0, 10, 0),
  /** How often the e-mail outbox looks for due messages when nothing wakes it. */
  OUTBOX_POLL_MS: wholeNumber(50, 3_600_000, 5_000),
  /** Largest form submission accepted; larger ones get a clear message instead of a crash. */
  MAX_BODY_BYTES: wholeNumber(1_024, 1_048_576, 32_768),
  /**
   * The owner's password for /admin, as printed by `npm run admin:hash`. Without it the inbox is
   * disabled. Checked for shape here; a value that does not parse also leaves the inbox disabled.
   */
  ADMIN_PASSWORD_HASH: z
    .string()
    .trim()
    .optional()
    .refine((value) => value === undefined || value === "" || value.startsWith("scrypt$"), {
      error: "must be a hash printed by `npm run admin:hash` (scrypt$...)",
    }),
  /** Requests marked done are deleted this many months after they arrived; 0 keeps them. */
  RETENTION_MONTHS: wholeNumber(0, 120, 0),
});

export type Env = Omit<z.infer<typeof envSchema>, "SITE_URL"> & { SITE_URL: string };

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "EnvError";
  }
}

/**
 * Domains that can never receive mail (RFC 2606 and RFC 6761): the top-level names and the
 * three second-level example domains, with any subdomain of them.
 */
const reservedTopLevel = ["example", "test", "invalid", "localhost"];
const reservedSecondLevel = ["example.com", "example.net", "example.org"];

/** The domain of "Name <user@domain>" or "user@domain", lower-cased, without a trailing dot. */
function mailDomain(address: string): string | undefined {
  const match = /@([^<>@\s]+?)\.?>?\s*$/.exec(address.trim());
  return match?.[1]?.toLowerCase();
}

function isReservedMailDomain(domain: string): boolean {
  const name = domain.toLowerCase().replace(/\.$/, "");
  const under = (suffix: string) => name === suffix || name.endsWith(`.${suffix}`);
  return reservedTopLevel.some(under) || reservedSecondLevel.some(under);
}

const mailAddressRoles = {
  OWNER_EMAIL: "the showroom's real address, where requests and visitors' replies arrive",
  MAIL_FROM: "the showroom's real sender address, on a domain it may send from",
} as const;

/**
 * With SMTP_URL the site sends real mail, and the invented defaults would lose it: requests
 * addressed to a domain that does not exist, and confirmations from one that receiving servers
 * reject. So both addresses must be given explicitly and must not be on a reserved domain.
 * Without SMTP_URL the e-mails are only written to disk and the defaults are harmless.
 */
function mailAddressProblems(
  input: Record<string, string | undefined>,
  alreadyReported: ReadonlySet<string>,
): string[] {
  if (!input.SMTP_URL?.trim()) return [];
  const problems: string[] = [];
  for (const [name, role] of Object.entries(mailAddressRoles)) {
    if (alreadyReported.has(name)) continue;
    const value = input[name]?.trim();
    if (!value) {
      problems.push(
        `${name} must be set to ${role} when SMTP_URL is set (the built-in default is a placeholder on a reserved domain, so mail would be lost)`,
      );
      continue;
    }
    const domain = mailDomain(value);
    if (domain && isReservedMailDomain(domain)) {
      problems.push(
        `${name} must be set to ${role} when SMTP_URL is set ("${domain}" is a reserved domain that never receives mail)`,
      );
    }
  }
  return problems;
}

/** Parses `process.env`-shaped input; empty strings count as unset. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const input = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = envSchema.safeParse(input);
  const issues = result.success ? [] : result.error.issues;
  const reported = new Set(issues.map((issue) => String(issue.path[0] ?? "")));
  const problems = [
    ...issues.map((issue) => `${issue.path.join(".") || "env"} ${issue.message}`),
    ...mailAddressProblems(input, reported),
  ];
  if (!result.success || problems.length > 0) throw new EnvError(problems);
  const env = result.data;
  return { ...env, SITE_URL: env.SITE_URL ?? `http://localhost:${env.PORT}` };
}
