import Link from "next/link";

import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import {
  inboxQuery,
  requestStatuses,
  requestStatusLabels,
  requestTypeLabels,
  requestTypes,
  type InboxFilters,
} from "@/lib/admin/inbox-filters";

/** A plain GET form: the filtered view is a URL the owner can bookmark; no JavaScript needed. */
export function InboxFilterForm({ filters }: { filters: InboxFilters }) {
  return (
    <form
      method="get"
      action="/admin"
      role="search"
      aria-label="Filter requests"
      className="grid gap-4 border-y border-border py-5 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_2fr_auto] lg:items-end"
    >
      <div className="space-y-2">
        <Label htmlFor="filter-type">Type</Label>
        <Select id="filter-type" name="type" defaultValue={filters.type ?? ""}>
          <option value="">All types</option>
          {requestTypes.map((type) => (
            <option key={type} value={type}>
              {requestTypeLabels[type]}
            </option>
          ))}
        </Select>
      </div>
      <div className="space-y-2">
        <Label htmlFor="filter-status">Status</Label>
        <Select id="filter-status" name="status" defaultValue={filters.status ?? ""}>
          <option value="">Any status</option>
          {requestStatuses.map((status) => (
            <option key={status} value={status}>
              {requestStatusLabels[status]}
            </option>
          ))}
        </Select>
      </div>
      <div className="space-y-2 sm:col-span-2 lg:col-span-1">
        <Label htmlFor="filter-q">Name or e-mail</Label>
        <Input id="filter-q" name="q" type="search" defaultValue={filters.q ?? ""} />
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-1">
        <Button type="submit">Show</Button>
        <a
          href={`/admin/export${inboxQuery({ ...filters, page: 1 })}`}
          download
          className={buttonVariants({ variant: "quiet", size: "sm" })}
        >
          Export CSV
        </a>
        {filters.type || filters.status || filters.q ? (
          <Link href="/admin" className="text-sm underline underline-offset-4">
            Clear
          </Link>
        ) : null}
      </div>
    </form>
  );
}
