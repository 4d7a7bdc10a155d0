import { useTranslations } from "next-intl";

import type { ButtonProps } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import { cx } from "@/lib/utils/cx";

import { AddSampleForm } from "./add-sample-form";

/**
 * "Add sample" on product cards and product pages: the name of the wallpaper is part of the
 * button's accessible name. The classes and the words are worked out here, on the server; the
 * client leaf only handles the post.
 */
export function AddSampleButton({
  productId,
  productName,
  variant = "outline",
  size,
  className,
  buttonClassName,
  formClassName,
}: {
  productId: number;
  productName: string;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  className?: string;
  /** Complete classes in place of the variant's, e.g. the short `card-action` on listings. */
  buttonClassName?: string;
  formClassName?: string;
}) {
  const t = useTranslations("samples.addSample");
  return (
    <AddSampleForm
      productId={productId}
      // A new object per button: the payload's reference to a shared one is a path from the
      // page's root, longer than the words themselves.
      texts={{ label: t("label"), failure: t("failure") }}
      ofProduct={t("ofProduct", { name: productName })}
      buttonClassName={buttonClassName ?? cx(buttonVariants({ variant, size }), className)}
      formClassName={formClassName}
    />
  );
}
