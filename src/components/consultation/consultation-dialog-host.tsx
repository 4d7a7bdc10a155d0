import { useLocale } from "next-intl";

import { FormMessages } from "@/components/forms/form-messages-provider";
import { consultationFormConfig } from "@/lib/forms/form-config";

import { ConsultationDialogLauncher } from "./consultation-dialog-launcher";

/**
 * The site's one consultation dialog, mounted once in the root layout. This server part hands the
 * form its settings as plain data and the dialog's texts, both in the page's language; the client
 * part listens for consultation buttons and loads the dialog on first use.
 */
export function ConsultationDialogHost() {
  const locale = useLocale();
  return (
    <FormMessages parts={["fields", "consultationForm", "consultationDialog"]}>
      <ConsultationDialogLauncher config={consultationFormConfig(locale)} />
    </FormMessages>
  );
}
