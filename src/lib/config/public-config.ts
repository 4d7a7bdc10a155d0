import { parseEnv } from "./env-schema";

/** The configuration that pages may know about (never secrets): the public URL and indexing. */
export type PublicConfig = { siteUrl: string; indexable: boolean };

export function getPublicConfig(): PublicConfig {
  const env = parseEnv(process.env);
  return { siteUrl: env.SITE_URL, indexable: env.SITE_INDEXABLE };
}

export function absoluteUrl(path: string): string {
  return new URL(path, `${getPublicConfig().siteUrl}/`).toString();
}
