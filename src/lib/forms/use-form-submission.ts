"use client";

import { unstable_rethrow } from "next/navigation";
import {
  startTransition,
  useActionState,
  useEffect,
  useRef,
  useState,
  type FormEvent,
} from "react";
import { flushSync } from "react-dom";

import { useHydrated } from "@/lib/hooks/use-hydrated";

import type { FormConfig } from "./form-config";
import { readFormValues, type FormState } from "./form-state";
import { addSubmissionFields, newIdempotencyKey } from "./hidden-fields";
import type { FormValidator, LazyValidator } from "./lazy-validation";
import { dismissFormToast, showFormToast } from "./show-form-toast";

type FieldOf<TState extends FormState<string>> = keyof TState["values"] & string;

type FieldErrors<TField extends string> = Partial<Record<TField, string>>;

export type FormSubmissionOptions<TState extends FormState<string>> = {
  /** The Server Action; passed straight to the form so that it also posts without JavaScript. */
  action: (previous: TState, formData: FormData) => Promise<TState>;
  /** The first state, and the toast for an action that throws (network down, server error). */
  config: FormConfig<TState>;
  /** The server's own schema, checked before anything is sent; without one the server checks. */
  validator?: LazyValidator<FieldOf<TState>>;
  /** One toast per form at a time. */
  toastId: string;
  /**
   * Where a post without JavaScript lands, as the visitor's address of the page, e.g.
   * "/es/consulta#book" (`localizePath`), so the answer comes back in their language.
   */
  permalink?: string;
  /**
   * Adds what the fields cannot hold to a checked post, just before it is sent: the picture a
   * consultation request carries from the wall visualiser.
   */
  attach?: (formData: FormData) => void;
  onSuccess?: () => void;
};

/**
 * How every form on the site is sent.
 *
 * Without JavaScript the form posts to the Server Action directly (`serverAction`) and the page
 * comes back rendered with the result. With JavaScript the submit is intercepted: the form's
 * schema, when it has one, checks the values first (nothing is sent when a required field is
 * empty), the hidden fields are filled in, and the action runs through a second
 * `useActionState` whose wrapper turns a thrown error into the form's failure state, so a
 * network failure shows the failure toast and keeps the data instead of reaching an error
 * boundary. A redirect the action asks for still goes through. Every answer is a toast (the
 * previous one goes when a new attempt is sent), and focus moves to the first field in error.
 */
export function useFormSubmission<TState extends FormState<string>>(
  options: FormSubmissionOptions<TState>,
) {
  type TField = FieldOf<TState>;
  const { action, validator, toastId, permalink } = options;
  // Each send takes the form's toast off the screen and answers under a fresh id: sonner removes
  // a toast at the end of its exit animation, and an answer shown under the id being dismissed
  // (a fast server) went with it.
  const sends = useRef(0);
  const currentToastId = () => `${toastId}-${sends.current}`;
  // Kept from the first render: props from the server may be re-created by a refresh, and the
  // comparison below must be with the very object the hooks started from.
  const [{ initialState, failureToast, validation }] = useState(options.config);
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

  // React types a state as Awaited<State>, which TypeScript cannot reduce for a generic one; a
  // form state is a plain object, so the two are the same.
  const [serverState, serverAction] = useActionState<TState, FormData>(
    action as (previous: Awaited<TState>, formData: FormData) => Promise<TState>,
    initialState as Awaited<TState>,
    permalink,
  );
  const [clientState, dispatch, pending] = useActionState<TState, FormData>(
    async (previous, formData) => {
      let next: TState;
      try {
        next = await action(previous as TState, formData);
      } catch (error) {
        unstable_rethrow(error);
        next = {
          ...initialState,
          status: "error",
          values: readFormValues(formData, fields),
          fieldErrors: {},
          message: failureToast.description,
          toast: failureToast,
        };
      }
      showFormToast(next.toast, currentToastId());
      if (next.status === "success") {
        idempotencyKey.current = null;
        setGeneration((count) => count + 1);
        options.onSuccess?.();
      }
      return next;
    },
    initialState as Awaited<TState>,
  );

  // After the answer has rendered, so the field is read out with its message.
  useEffect(() => {
    if (clientState === initialState || clientState.status !== "error") return;
    const errors = clientState.fieldErrors as FieldErrors<TField>;
    focusFirstInvalid(formRef.current, Object.keys(initialState.values), errors);
  }, [clientState, initialState]);

  function send(form: HTMLFormElement, formData: FormData, validate?: FormValidator<TField>) {
    const checked = validate?.(readFormValues(formData, fields), validation);
    if (checked && !checked.ok) {
      // The messages are in the DOM before focus lands, so the field is read with its error.
      flushSync(() => setClientErrors(checked.fieldErrors));
      showFormToast(checked.toast, currentToastId());
      focusFirstInvalid(form, fields, checked.fieldErrors);
      return;
    }
    setClientErrors(null);
    idempotencyKey.current ??= newIdempotencyKey();
    addSubmissionFields(formData, idempotencyKey.current);
    options.attach?.(formData);
    dismissFormToast(currentToastId());
    sends.current += 1;
    startTransition(() => dispatch(formData));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || checking.current) return;
    const form = event.currentTarget;
    if (!validator) return send(form, new FormData(form));
    const validate = validator.loaded();
    if (validate) return send(form, new FormData(form), validate);
    checking.current = true;
    setPreparing(true);
    validator.load().then(
      (loaded) => {
        checking.current = false;
        setPreparing(false);
        // Read again: the visitor may have kept typing while the check was loading.
        send(form, new FormData(form), loaded);
      },
      () => {
        // Offline before the check could even load: the same answer as a failed send.
        checking.current = false;
        setPreparing(false);
        showFormToast(failureToast, currentToastId());
      },
    );
  }

  // Before the first submit with JavaScript, the state is whatever a post without it returned.
  const usedClient = clientState !== initialState;
  const state = (usedClient ? clientState : serverState) as TState;
  return {
    state,
    pending: pending || preparing,
    fieldErrors: clientErrors ?? (state.fieldErrors as FieldErrors<TField>),
    /** What the fields show when (re)mounted: the values of a refused post, else the first ones. */
    values: (state.status === "error" ? state.values : initialState.values) as Record<
      TField,
      string
    >,
    /**
     * No request has succeeded yet: a form's prefilled values (product, message) still apply,
     * unless a refused post brought back the visitor's own.
     */
    fresh: generation === 0,
    /** A key for the fields' container: a new one after each success clears them. */
    generation,
    formProps: {
      ref: formRef,
      action: serverAction,
      onSubmit,
      // The schema (and zod with it) is loaded when the visitor first focuses a field.
      onFocus: () => void validator?.load().catch(() => undefined),
      // With JavaScript the messages beside the fields replace the browser's bubbles.
      noValidate: hydrated,
      "aria-busy": pending,
    },
  };
}

export type FormSubmission<TState extends FormState<string>> = ReturnType<
  typeof useFormSubmission<TState>
>;

/** Focus goes to the first field with a problem, in the order the form shows them. */
function focusFirstInvalid(
  form: HTMLFormElement | null,
  fields: readonly string[],
  errors: Partial<Record<string, string>>,
) {
  const first = fields.find((field) => errors[field]);
  if (!form || !first) return;
  const control = form.elements.namedItem(first);
  if (control instanceof HTMLElement && control.getAttribute("type") !== "hidden") control.focus();
}
