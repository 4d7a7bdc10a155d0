/** What the sign-in action gives back to the form: only ever a message, never the password. */
export type SignInFormState = { error?: string };

export const initialSignInState: SignInFormState = {};
