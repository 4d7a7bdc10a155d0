import type * as FormKit from "./form-kit";

export type FormKitModule = typeof FormKit;

let loading: Promise<FormKitModule> | undefined;
let loaded: FormKitModule | undefined;

/** Starts (once) loading the validation code; a failed load is retried on the next call. */
export function loadFormKit(): Promise<FormKitModule> {
  loading ??= import("./form-kit").then(
    (kit) => {
      loaded = kit;
      return kit;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The validation code if it has arrived, so a submit can be checked without waiting. */
export function loadedFormKit(): FormKitModule | undefined {
  return loaded;
}
