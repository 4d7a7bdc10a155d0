import "server-only";

import { headers } from "next/headers";

import { getEnv } from "@/server/env";

import { clientAddressFrom } from "./client-address";
import { type SubmissionContext } from "./submission-pipeline";

/** The submission context of the current request, for a Server Action. */
export async function requestContext(): Promise<SubmissionContext> {
  const requestHeaders = await headers();
  return { clientAddress: clientAddressFrom(requestHeaders, getEnv().TRUSTED_PROXY_COUNT) };
}
