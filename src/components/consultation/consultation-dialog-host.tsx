import { consultationFormConfig } from "@/lib/forms/form-config";

import { ConsultationDialogLauncher } from "./consultation-dialog-launcher";

/**
 * The site's one consultation dialog, mounted once in the root layout. This server part hands the
 * form its settings as plain data; the client part listens for consultation buttons and loads
 * the dialog on first use.
 */
export function ConsultationDialogHost() {
  return <ConsultationDialogLauncher config={consultationFormConfig()} />;
}
