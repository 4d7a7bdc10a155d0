import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { AdminHeader } from "@/components/admin/admin-header";
import { InboxFilterForm } from "@/components/admin/inbox-filters";
import { InboxList } from "@/components/admin/inbox-list";
import { InboxPagination } from "@/components/admin/inbox-pagination";
import { inboxPageSize, parseInboxFilters } from "@/lib/admin/inbox-filters";
import { requireAdminSession } from "@/server/admin/current-session";
import { isInboxEnabled } from "@/server/admin/password";
import { listInbox } from "@/server/db/admin-queries";
import { getDb } from "@/server/db/client";

export const metadata: Metadata = { title: "Inbox" };

const notices: Record<string, string> = {
  deleted: "The request and its e-mails were deleted.",
  missing: "That request no longer exists.",
};

function summary(total: number, filtered: boolean): string {
  const noun = total === 1 ? "request" : "requests";
  if (!filtered) return `${total} ${noun}, newest first.`;
  return `${total} ${noun} ${total === 1 ? "matches" : "match"}, newest first.`;
}

export default async function InboxPage({ searchParams }: PageProps<"/admin">) {
  if (!isInboxEnabled()) redirect("/admin/sign-in");
  await requireAdminSession();
  const params = await searchParams;
  const filters = parseInboxFilters(params);
  const { items, total } = await listInbox(await getDb(), {
    type: filters.type,
    status: filters.status,
    q: filters.q,
    limit: inboxPageSize,
    offset: (filters.page - 1) * inboxPageSize,
  });
  const notice = typeof params.notice === "string" ? notices[params.notice] : undefined;
  return (
    <>
      <AdminHeader title="Requests" signedIn>
        <p>{summary(total, Boolean(filters.type || filters.status || filters.q))}</p>
      </AdminHeader>
      <div className="mx-auto max-w-page px-5 pb-16 sm:px-8 lg:px-12">
        {notice ? (
          <p role="status" className="mb-4 border-l-2 border-primary pl-3">
            {notice}
          </p>
        ) : null}
        <InboxFilterForm filters={filters} />
        <div className="mt-6">
          <InboxList items={items} />
        </div>
        <InboxPagination filters={filters} total={total} pageSize={inboxPageSize} />
      </div>
    </>
  );
}
