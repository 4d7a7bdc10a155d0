import Link from "next/link";

import { inboxQuery, type InboxFilters } from "@/lib/admin/inbox-filters";

export function InboxPagination({
  filters,
  total,
  pageSize,
}: {
  filters: InboxFilters;
  total: number;
  pageSize: number;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const link = (page: number, label: string, rel: "prev" | "next") => (
    <Link
      href={`/admin${inboxQuery({ ...filters, page })}`}
      rel={rel}
      className="inline-flex min-h-11 items-center px-2 underline underline-offset-4"
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-4 text-sm">
      {filters.page > 1 ? link(filters.page - 1, "Newer", "prev") : <span />}
      <span className="text-muted-foreground tabular-nums">
        Page {Math.min(filters.page, pages)} of {pages}
      </span>
      {filters.page < pages ? link(filters.page + 1, "Older", "next") : <span />}
    </nav>
  );
}
