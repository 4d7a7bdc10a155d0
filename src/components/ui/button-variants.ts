import { cva } from "class-variance-authority";

/**
 * The button's looks. A module of its own, without `cn`, so client components can style a link
 * or a trigger as a button without shipping tailwind-merge.
 */
export const buttonVariants = cva(
  // The shape every button shares, `.btn` in globals.css, and each variant's and size's class
  // beside it: short names instead of 300-500 characters, which every button would write twice,
  // in the HTML and in the RSC payload. Being component classes, any utility a caller adds
  // overrides them.
  "btn",
  {
    variants: {
      variant: {
        primary: "btn-primary",
        outline: "btn-outline",
        quiet: "btn-quiet",
        inverse: "btn-inverse",
        "inverse-outline": "btn-inverse-outline",
        destructive: "btn-destructive",
        icon: "btn-icon",
      },
      size: {
        sm: "btn-sm",
        md: "btn-md",
        lg: "btn-lg",
        icon: "btn-icon-size",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);
