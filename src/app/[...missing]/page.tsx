import { headers } from "next/headers";
import { notFound } from "next/navigation";

import { logEvent } from "@/lib/log/log-event";

/** Any path no other route claims: log it as one structured line, then answer 404. */
export default async function MissingPage({ params }: PageProps<"/[...missing]">) {
  const { missing } = await params;
  const requestHeaders = await headers();
  logEvent("warn", "page_not_found", {
    path: `/${missing.join("/")}`,
    requestId: requestHeaders.get("x-request-id") ?? undefined,
    referrer: requestHeaders.get("referer") ?? undefined,
  });
  notFound();
}
