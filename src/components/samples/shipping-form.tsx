import { FormMessages } from "@/components/forms/form-messages-provider";
import { ShippingFormFields } from "@/components/forms/shipping-form-fields";

/**
 * "Shipping Information" on /checkout. This server part gives the form its texts in the page's
 * language; the fields themselves share the checkout's state (checkout-form-context).
 */
export function ShippingForm({ labelledBy }: { labelledBy: string }) {
  return (
    <FormMessages parts={["fields", "shippingForm"]}>
      <ShippingFormFields labelledBy={labelledBy} />
    </FormMessages>
  );
}
