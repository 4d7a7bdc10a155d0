import type * as React from "react";

import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useTranslations } from "@/i18n/client-intl";
import { cx } from "@/lib/utils/cx";

/**
 * The submit button reads "Sending..." (in the page's language) while the request is on its way. It is marked
 * aria-disabled rather than disabled so that keyboard focus stays on it (a disabled button drops
 * focus to the page, outside the dialog); the form ignores a second submit while one is pending.
 */
export function SubmitButton({
  pending,
  children,
  className,
}: {
  pending: boolean;
  children: React.ReactNode;
  className?: string;
}) {
  const t = useTranslations("forms.fields");
  return (
    <Button
      type="submit"
      size="lg"
      aria-disabled={pending || undefined}
      className={cx("w-full sm:w-auto sm:min-w-52", className)}
    >
      {pending ? (
        <>
          <Spinner size="sm" tone="current" />
          {t("sending")}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
