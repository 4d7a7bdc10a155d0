import { CircleAlert, CircleCheck } from "lucide-react";

import type { FormState } from "@/lib/forms/form-state";
import { cx } from "@/lib/utils/cx";

/**
 * The outcome of the last submit, written on the page as well as in the toast: without
 * JavaScript it is the only place the visitor learns what happened, and it stays after the toast
 * has gone. The live region is always rendered so that a change is announced.
 */
export function FormStatus({
  id,
  state,
  className,
}: {
  id: string;
  state: Pick<FormState<string>, "status" | "message" | "toast">;
  className?: string;
}) {
  const text = state.toast?.description ?? state.message;
  const shown = state.status !== "idle" && text;
  const success = state.status === "success";
  return (
    <div id={id} role="status" aria-live="polite" tabIndex={-1} className="outline-none">
      {shown ? (
        <div
          className={cx(
            "flex items-start gap-3 border-l-4 bg-background p-4 text-sm",
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
            {success && state.toast ? (
              <strong className="block font-semibold">{state.toast.title}</strong>
            ) : null}
            <span className={cx(success && "text-muted-foreground")}>{text}</span>
          </p>
        </div>
      ) : null}
    </div>
  );
}
