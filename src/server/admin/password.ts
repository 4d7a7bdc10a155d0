import "server-only";

import { parsePasswordHash, type PasswordHash } from "@/lib/admin/password-hash";
import { getEnv } from "@/server/env";

/** The configured password hash; undefined (inbox disabled) when unset or malformed. */
export function adminPasswordHash(): PasswordHash | undefined {
  return parsePasswordHash(getEnv().ADMIN_PASSWORD_HASH);
}

export function isInboxEnabled(): boolean {
  return adminPasswordHash() !== undefined;
}
