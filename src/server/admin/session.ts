import "server-only";

import { createHash, randomBytes } from "node:crypto";

import {
  isSessionExpired,
  sessionAbsoluteMs,
  sessionIdleMs,
  shouldTouchSession,
} from "@/lib/admin/session-expiry";
import {
  deleteAdminSession,
  deleteIdleAdminSessions,
  getAdminSession,
  insertAdminSession,
  touchAdminSession,
} from "@/server/db/admin-queries";
import { type Database } from "@/server/db/client";

/** The cookie holding the owner's session token (HttpOnly, SameSite=Strict, path /admin). */
export const sessionCookieName = "alcove_admin_session";

export function sessionCookieOptions(secure: boolean) {
  return {
    httpOnly: true,
    sameSite: "strict" as const,
    secure,
    path: "/admin",
    // The browser may drop it sooner; the server's own expiry is what counts.
    maxAge: Math.floor(sessionAbsoluteMs / 1000),
  };
}

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** 256 random bits; the database keeps only the hash. */
export async function createSession(db: Database, now: Date): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await insertAdminSession(db, hashToken(token), now);
  return token;
}

export type ValidSession = { createdAt: Date; lastSeenAt: Date };

/**
 * The session behind a cookie value, or undefined when there is none, it was revoked or it
 * expired (an expired one is deleted on the way). A valid one counts as activity.
 */
export async function validateSession(
  db: Database,
  token: string | undefined,
  now: Date,
): Promise<ValidSession | undefined> {
  if (!token || token.length > 100) return undefined;
  const tokenHash = hashToken(token);
  const row = await getAdminSession(db, tokenHash);
  if (!row) return undefined;
  if (isSessionExpired(row, now)) {
    await deleteAdminSession(db, tokenHash);
    return undefined;
  }
  if (shouldTouchSession(row, now)) {
    await touchAdminSession(db, tokenHash, now);
    return { createdAt: row.createdAt, lastSeenAt: now };
  }
  return { createdAt: row.createdAt, lastSeenAt: row.lastSeenAt };
}

export async function revokeSession(db: Database, token: string | undefined): Promise<void> {
  if (!token || token.length > 100) return;
  await deleteAdminSession(db, hashToken(token));
}

/** Housekeeping: sessions idle past the limit can never be used again. */
export async function deleteExpiredSessions(db: Database, now: Date): Promise<number> {
  return deleteIdleAdminSessions(db, new Date(now.getTime() - sessionIdleMs));
}
