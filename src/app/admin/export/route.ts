import { type NextRequest } from "next/server";

import { parseInboxFilters } from "@/lib/admin/inbox-filters";
import { isSignedIn } from "@/server/admin/current-session";
import { inboxExportCsv } from "@/server/admin/inbox-export";
import { listInbox } from "@/server/db/admin-queries";
import { getDb } from "@/server/db/client";

/** The inbox's current filters (not its page) as a CSV download, for the signed-in owner only. */
export async function GET(request: NextRequest) {
  if (!(await isSignedIn())) {
    return new Response(null, {
      status: 303,
      headers: { Location: "/admin/sign-in", "Cache-Control": "no-store" },
    });
  }
  const filters = parseInboxFilters(Object.fromEntries(request.nextUrl.searchParams));
  const { items } = await listInbox(await getDb(), {
    type: filters.type,
    status: filters.status,
    q: filters.q,
    limit: 10_000,
    offset: 0,
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(inboxExportCsv(items), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="alcove-requests-${day}.csv"`,
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
