"use client";

import { startTransition, useActionState, useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";

import { readFormValues, type FormState, type FormToast } from "@/lib/forms/form-state";
import type { FormValidation } from "@/lib/forms/validate-form";
import { useHydrated } from "@/lib/hooks/use-hydrated";

import { loadedFormKit, loadFormKit, type FormKitModule } from "./load-form-kit";
import { showFormToast } from "./show-form-toast";
import { addSubmissionFields, newIdempotencyKey } from "./submission-fields";

type FieldErrors<TField extends string> = Partial<Record<TField, string>>;

export type FormAction<TField extends string> = (
  previous: FormState<TField>,
  formData: FormData,
) => Promise<FormState<TField>>;

export type FormSubmissionOptions<TField extends string> = {
  /** The Server Action; passed straight to the form so that it also posts without JavaScript. */
  action: FormAction<TField>;
  initialState: FormState<TField>;
  /** Picks the form's validation (the server's own schema) from the lazily loaded kit. */
  validator: (
    kit: FormKitModule,
  ) => (input: Record<TField, string>) => FormValidation<TField, unknown>;
  /** Shown when the action throws (network down, server error page) instead of answering. */
  failureToast: FormToast;
  /** One toast per form at a time. */
  toastId: string;
  /** Where a post without JavaScript lands, e.g. "/consultation#book". */
  permalink?: string;
  onSuccess?: () => void;
};

/**
 * Everything the site's two forms share.
 *
 * Without JavaScript the form posts to the Server Action directly (`serverAction`) and the page
 * comes back rendered with the result. With JavaScript the submit is intercepted: the schema the
 * server uses checks the values first (nothing is sent when a required field is empty), the
 * hidden fields are filled in, and the action runs through a second `useActionState` whose
 * wrapper turns a thrown error into the form's failure state, so a network failure shows the
 * failure toast and keeps the data instead of reaching an error boundary.
 *
 * The schema (and zod with it) is loaded when the visitor first focuses a field, not with the
 * page.
 */
export function useFormSubmission<TField extends string>(options: FormSubmissionOptions<TField>) {
  const { action, validator, failureToast, toastId, permalink } = options;
  // Kept from the first render: props from the server may be re-created by a refresh, and the
  // comparison below must be with the very object the hooks started from.
  const [initialState] = useState(options.initialState);
  const fields = Object.keys(initialState.values) as TField[];
  const formRef = useRef<HTMLFormElement>(null);
  // One key per fill: a double click or a retry after a failure sends the same key, so the
  // server stores one request; a new fill after a success starts a new key.
  const idempotencyKey = useRef<string | null>(null);
  // Set while the validation code is still on its way: a second press waits for the first, and
  // the button already reads "Sending...".
  const checking = useRef(false);
  const [preparing, setPreparing] = useState(false);
  const hydrated = useHydrated();
  const [clientErrors, setClientErrors] = useState<FieldErrors<TField> | null>(null);
  // Bumped after each success to remount the fields empty.
  const [generation, setGeneration] = useState(0);

  const [serverState, serverAction] = useActionState(action, initialState, permalink);
  const [clientState, dispatch, pending] = useActionState(
    async (previous: FormState<TField>, formData: FormData): Promise<FormState<TField>> => {
      let next: FormState<TField>;
      try {
        next = await action(previous, formData);
      } catch {
        next = {
          status: "error",
          values: readFormValues(formData, fields),
          fieldErrors: {},
          message: failureToast.description,
          toast: failureToast,
        };
      }
      showFormToast(next.toast, toastId);
      if (next.status === "success") {
        idempotencyKey.current = null;
        setGeneration((count) => count + 1);
        options.onSuccess?.();
      } else {
        focusFirstInvalid(formRef.current, fields, next.fieldErrors);
      }
      return next;
    },
    initialState,
  );

  function check(form: HTMLFormElement, formData: FormData, kit: FormKitModule) {
    const validation = validator(kit)(readFormValues(formData, fields));
    if (!validation.ok) {
      // The messages are in the DOM before focus lands, so the field is read with its error.
      flushSync(() => setClientErrors(validation.fieldErrors));
      showFormToast(validation.toast, toastId);
      focusFirstInvalid(form, fields, validation.fieldErrors);
      return;
    }
    setClientErrors(null);
    idempotencyKey.current ??= newIdempotencyKey();
    addSubmissionFields(formData, idempotencyKey.current, kit);
    startTransition(() => dispatch(formData));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || checking.current) return;
    const form = event.currentTarget;
    const formData = new FormData(form);
    const kit = loadedFormKit();
    if (kit) {
      check(form, formData, kit);
      return;
    }
    checking.current = true;
    setPreparing(true);
    loadFormKit().then(
      (loaded) => {
        checking.current = false;
        setPreparing(false);
        // Read again: the visitor may have kept typing while the check was loading.
        check(form, new FormData(form), loaded);
      },
      () => {
        // Offline before the check could even load: the same answer as a failed send.
        checking.current = false;
        setPreparing(false);
        showFormToast(failureToast, toastId);
      },
    );
  }

  // Before the first submit with JavaScript, the state is whatever a post without it returned.
  const usedClient = clientState !== initialState;
  const state = usedClient ? clientState : serverState;
  return {
    state,
    pending: pending || preparing,
    fieldErrors: clientErrors ?? state.fieldErrors,
    /** What the fields show when (re)mounted: the values a post without JavaScript sent back. */
    restoredValues: !usedClient && serverState.status === "error" ? serverState.values : null,
    /**
     * No request has succeeded yet: prefilled values (product, message) still apply. They stay
     * through a failure, so the fields' defaults never change under the visitor's entries.
     */
    fresh: generation === 0,
    /** A key for the fields' container: a new one after each success clears them. */
    generation,
    formProps: {
      ref: formRef,
      action: serverAction,
      onSubmit,
      onFocus: warmUp,
      // With JavaScript the schema's messages replace the browser's bubbles.
      noValidate: hydrated,
      "aria-busy": pending,
    },
  };
}

function warmUp() {
  loadFormKit().catch(() => undefined);
}

/** Focus goes to the first field with a problem, in the order the form shows them. */
function focusFirstInvalid<TField extends string>(
  form: HTMLFormElement | null,
  fields: readonly TField[],
  errors: FieldErrors<TField>,
) {
  const first = fields.find((field) => errors[field]);
  if (!form || !first) return;
  const control = form.elements.namedItem(first);
  if (control instanceof HTMLElement && control.getAttribute("type") !== "hidden") control.focus();
}
