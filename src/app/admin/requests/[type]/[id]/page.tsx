import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";

import { AdminHeader } from "@/components/admin/admin-header";
import { LanguageBadge } from "@/components/admin/request-badges";
import { RequestDetailView } from "@/components/admin/request-detail";
import { isRequestType, requestTypeLabels } from "@/lib/admin/inbox-filters";
import { requireAdminSession } from "@/server/admin/current-session";
import { isInboxEnabled } from "@/server/admin/password";
import { getRequestDetail } from "@/server/admin/requests";
import { getDb } from "@/server/db/client";

export const metadata: Metadata = { title: "Request" };

const notices: Record<string, string> = {
  status: "Status saved.",
  note: "Note saved.",
  retry: "The e-mail is queued and goes out within a minute.",
  error: "That change could not be saved. Reload the page and try again.",
};

export default async function RequestPage({
  params,
  searchParams,
}: PageProps<"/admin/requests/[type]/[id]">) {
  if (!isInboxEnabled()) redirect("/admin/sign-in");
  await requireAdminSession();
  const { type, id } = await params;
  const query = await searchParams;
  const detail = isRequestType(type) ? await getRequestDetail(await getDb(), type, id) : undefined;
  if (!detail) notFound();
  const notice = typeof query.notice === "string" ? notices[query.notice] : undefined;
  return (
    <>
      <AdminHeader
        title={
          <>
            {`${requestTypeLabels[detail.type]} from ${detail.request.name}`}{" "}
            <LanguageBadge locale={detail.request.locale} className="align-middle" />
          </>
        }
        signedIn
      >
        {notice ? (
          <p role="status" className="border-l-2 border-primary pl-3 text-foreground">
            {notice}
          </p>
        ) : null}
      </AdminHeader>
      <RequestDetailView detail={detail} confirmDelete={query.confirm === "delete"} />
    </>
  );
}
