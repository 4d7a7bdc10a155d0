/**
 * What a consultation button sends without JavaScript: `/consultation?product=…&message=…#book`.
 * The inline form shows the product and prefills the message. Anything that would not pass the
 * form's own schema is dropped rather than echoed onto the page.
 */
import { isCleanMultiLine, isSingleLine } from "./text-rules";

export type ConsultationPrefill = { productName?: string; message?: string };

type SearchParams = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? "";
}

export function consultationPrefill(params: SearchParams): ConsultationPrefill {
  const product = first(params.product);
  const message = first(params.message).replace(/\r\n?/g, "\n");
  return {
    ...(product && product.length <= 120 && isSingleLine(product) ? { productName: product } : {}),
    ...(message && message.length <= 5_000 && isCleanMultiLine(message) ? { message } : {}),
  };
}
