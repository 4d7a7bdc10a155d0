import { useTranslations } from "next-intl";

import { LinkButton } from "@/components/ui/link-button";

/**
 * Kept free of request data: the not-found boundary sits in every route's tree, and reading
 * headers here would make every page render per request. The catch-all route logs the path.
 */
export function NotFoundScreen() {
  const t = useTranslations("common.notFound");
  return (
    <div className="mx-auto flex max-w-page flex-col items-center px-5 py-24 text-center sm:px-8 lg:py-36">
      <p className="font-display text-[7rem] leading-none text-muted-foreground sm:text-[10rem]">
        404
      </p>
      <h1 className="mt-4 text-3xl sm:text-4xl">{t("heading")}</h1>
      <p className="mt-4 max-w-md text-muted-foreground">{t("text")}</p>
      <LinkButton href="/" size="lg" className="mt-10">
        {t("home")}
      </LinkButton>
    </div>
  );
}
