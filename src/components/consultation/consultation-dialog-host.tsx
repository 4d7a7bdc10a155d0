import { ConsultationDialogLauncher } from "./consultation-dialog-launcher";
import { consultationFormConfig } from "./consultation-form-config";

/**
 * The site's one consultation dialog, mounted once in the root layout. This server part hands the
 * form its settings as plain data; the client part listens for consultation buttons and loads
 * the dialog on first use.
 */
export function ConsultationDialogHost() {
  return <ConsultationDialogLauncher config={consultationFormConfig()} />;
}
