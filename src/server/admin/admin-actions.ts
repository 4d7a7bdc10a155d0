"use server";

import "server-only";

import { redirect } from "next/navigation";

import { type SignInFormState } from "@/lib/admin/sign-in-state";
import { formDataArgument } from "@/lib/forms/form-data-argument";
import { getDb } from "@/server/db/client";
import { requestContext } from "@/server/forms/request-context";
import { wakeOutboxWorker } from "@/server/outbox/outbox-runtime";

import { clearSessionCookie, sessionToken, setSessionCookie } from "./current-session";
import {
  changeStatus,
  removeRequest,
  retryEmail,
  runAdminChange,
  saveNote,
  type AdminActionResult,
} from "./requests";
import { revokeSession } from "./session";
import { signIn } from "./sign-in";

/*
 * The owner's actions. Each one checks the session itself (runAdminChange), because a Server
 * Action is a public POST endpoint that the proxy and the pages cannot guard. Next.js refuses an
 * action whose Origin header does not match the Host (or X-Forwarded-Host), so a form on another
 * site cannot post here; the SameSite=Strict cookie is a second line against cross-site posts.
 */

export async function signInAction(
  _previous: SignInFormState,
  formData: FormData,
): Promise<SignInFormState> {
  const password = formDataArgument(formData).get("password");
  const result = await signIn(await getDb(), typeof password === "string" ? password : "", {
    clientAddress: (await requestContext()).clientAddress,
    now: new Date(),
    previousToken: await sessionToken(),
  });
  if (!result.ok) return { error: result.error };
  await setSessionCookie(result.token);
  redirect("/admin");
}

export async function signOutAction(): Promise<void> {
  await revokeSession(await getDb(), await sessionToken());
  await clearSessionCookie();
  redirect("/admin/sign-in?signed-out=1");
}

function requestPath(formData: FormData): string {
  const type = formData.get("type");
  const id = formData.get("id");
  // Only used to come back to the page; both values were validated by the change itself.
  return `/admin/requests/${encodeURIComponent(String(type))}/${encodeURIComponent(String(id))}`;
}

async function change(
  formData: FormData,
  run: (input: Record<string, string>) => Promise<AdminActionResult>,
): Promise<AdminActionResult> {
  return runAdminChange(await getDb(), await sessionToken(), new Date(), formData, (_db, input) =>
    run(input),
  );
}

function finish(result: AdminActionResult, formData: FormData, notice: string): never {
  if (!result.ok && result.reason === "unauthorised") redirect("/admin/sign-in");
  if (!result.ok && result.reason === "not_found") redirect("/admin?notice=missing");
  const outcome = result.ok ? `notice=${notice}` : "notice=error";
  redirect(`${requestPath(formData)}?${outcome}`);
}

export async function changeStatusAction(argument: FormData): Promise<void> {
  const formData = formDataArgument(argument);
  const db = await getDb();
  finish(await change(formData, (input) => changeStatus(db, input)), formData, "status");
}

export async function saveNoteAction(argument: FormData): Promise<void> {
  const formData = formDataArgument(argument);
  const db = await getDb();
  finish(await change(formData, (input) => saveNote(db, input)), formData, "note");
}

export async function retryEmailAction(argument: FormData): Promise<void> {
  const formData = formDataArgument(argument);
  const db = await getDb();
  const result = await change(formData, (input) => retryEmail(db, input, new Date()));
  if (result.ok) wakeOutboxWorker();
  finish(result, formData, "retry");
}

export async function deleteRequestAction(argument: FormData): Promise<void> {
  const formData = formDataArgument(argument);
  const db = await getDb();
  const result = await change(formData, (input) => removeRequest(db, input));
  if (result.ok) redirect("/admin?notice=deleted");
  finish(result, formData, "deleted");
}
