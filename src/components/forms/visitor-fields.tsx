import { useTranslations } from "@/i18n/client-intl";

import { FormField, type FormFields } from "./form-field";

/** Name, e-mail and phone, as the contact and consultation forms ask for them. */
export function VisitorFields({ fields }: { fields: FormFields<"name" | "email" | "phone"> }) {
  const t = useTranslations("forms.fields");
  return (
    <>
      <FormField
        fields={fields}
        name="name"
        label={t("name")}
        required
        className="sm:col-span-2"
        autoComplete="name"
        maxLength={100}
      />
      <FormField
        fields={fields}
        name="email"
        label={t("email")}
        required
        type="email"
        autoComplete="email"
        maxLength={254}
      />
      <FormField
        fields={fields}
        name="phone"
        label={t("phone")}
        type="tel"
        autoComplete="tel"
        maxLength={30}
      />
    </>
  );
}
