import { CircleAlert, CircleCheck } from "lucide-react";

import type { FormToast } from "@/lib/forms/form-state";
import { cx } from "@/lib/utils/cx";

/** A notice written on the cart page: what a post without JavaScript did, or what was dropped. */
export function CartNotice({ notice, className }: { notice: FormToast; className?: string }) {
  const success = notice.tone === "success";
  return (
    <div
      role="status"
      className={cx(
        "flex items-start gap-3 border-l-4 bg-surface p-4 text-sm",
        success ? "border-l-primary" : "border-l-destructive",
        className,
      )}
    >
      {success ? (
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      ) : (
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
      )}
      <p>
        <strong className="block font-semibold">{notice.title}</strong>
        <span className="text-muted-foreground">{notice.description}</span>
      </p>
    </div>
  );
}
