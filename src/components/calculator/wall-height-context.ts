import { createContext } from "react";

/**
 * The wall height as typed in the calculator, for what the page renders inside the form's
 * column (the estimate note's link to "See it on your wall"), which the server renders but the
 * visitor's typing changes.
 */
export const WallHeightContext = createContext<string | null>(null);
