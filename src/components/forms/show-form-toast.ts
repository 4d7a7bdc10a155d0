import { toast } from "sonner";

import type { FormToast } from "@/lib/forms/form-state";

/**
 * Shows a form's toast. One toast per form at a time (`id`): a second attempt replaces the first
 * message instead of stacking a pile of them.
 */
export function showFormToast(message: FormToast | undefined, id: string): void {
  if (!message) return;
  const show = message.tone === "success" ? toast.success : toast.error;
  show(message.title, { id, description: message.description });
}
