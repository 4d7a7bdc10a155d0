import "server-only";

import { cookies } from "next/headers";
import { redirect } from "next/navigation";

import { sessionCookieIsSecure } from "@/lib/admin/connection-security";
import { getDb } from "@/server/db/client";
import { getEnv } from "@/server/env";

import { sessionCookieName, sessionCookieOptions, validateSession } from "./session";

/** The session cookie's value in the current request. */
export async function sessionToken(): Promise<string | undefined> {
  return (await cookies()).get(sessionCookieName)?.value;
}

/**
 * For every admin page: the signed-in session, or a redirect to the sign-in page. Reading the
 * cookie also makes the page render per request.
 */
export async function requireAdminSession(): Promise<void> {
  const db = await getDb();
  const session = await validateSession(db, await sessionToken(), new Date());
  if (!session) redirect("/admin/sign-in");
}

export async function isSignedIn(): Promise<boolean> {
  const token = await sessionToken();
  if (!token) return false;
  return (await validateSession(await getDb(), token, new Date())) !== undefined;
}

function secureCookies(): boolean {
  return sessionCookieIsSecure(getEnv());
}

export async function setSessionCookie(token: string): Promise<void> {
  (await cookies()).set(sessionCookieName, token, sessionCookieOptions(secureCookies()));
}

export async function clearSessionCookie(): Promise<void> {
  (await cookies()).set(sessionCookieName, "", {
    ...sessionCookieOptions(secureCookies()),
    maxAge: 0,
  });
}
