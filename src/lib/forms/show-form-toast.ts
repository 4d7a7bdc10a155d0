import type { FormToast } from "./form-state";

/**
 * sonner is loaded when the first toast is due, not with the page: every toast answers
 * something the visitor did, and the module is the same one the toaster renders from.
 */
const loadSonner = () => import("sonner");

/**
 * Shows a form's toast. One toast per form at a time (`id`): a second attempt replaces the first
 * message instead of stacking a pile of them.
 */
export function showFormToast(message: FormToast | undefined, id: string): void {
  if (!message) return;
  void loadSonner().then(({ toast }) => {
    const show = message.tone === "success" ? toast.success : toast.error;
    show(message.title, { id, description: message.description });
  });
}

/** Takes a form's toast off the screen, e.g. when the visitor tries again. */
export function dismissFormToast(id: string): void {
  void loadSonner().then(({ toast }) => toast.dismiss(id));
}
