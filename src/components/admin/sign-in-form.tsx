"use client";

import { useActionState } from "react";

import { Button } from "@/components/ui/button";
import { Field, describedBy } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { initialSignInState } from "@/lib/admin/sign-in-state";
import { signInAction } from "@/server/admin/admin-actions";

export function SignInForm({ notice }: { notice?: string }) {
  const [state, formAction, pending] = useActionState(signInAction, initialSignInState);
  return (
    <form action={formAction} className="max-w-sm space-y-6" noValidate>
      <Field id="admin-password" label="Password" error={state.error}>
        <Input
          id="admin-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={state.error ? true : undefined}
          aria-describedby={describedBy("admin-password", { error: state.error })}
        />
      </Field>
      <div aria-live="polite" className="sr-only">
        {state.error ?? ""}
      </div>
      {notice && !state.error ? (
        <p role="status" className="text-sm text-muted-foreground">
          {notice}
        </p>
      ) : null}
      <Button type="submit" disabled={pending} aria-disabled={pending}>
        {pending ? "Signing in\u2026" : "Sign in"}
      </Button>
    </form>
  );
}
