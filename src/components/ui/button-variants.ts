import { cva } from "class-variance-authority";

/**
 * The button's looks. A module of its own, without `cn`, so client components can style a link
 * or a trigger as a button without shipping tailwind-merge.
 */
export const buttonVariants = cva(
  // The shape every button shares, `.btn` in globals.css: one short name instead of 370
  // characters, which every button would write twice, in the HTML and in the RSC payload.
  // Being a component class, any utility a variant, a size or a caller adds overrides it.
  "btn",
  {
    variants: {
      variant: {
        primary:
          "bg-primary text-primary-foreground hover:bg-primary-hover disabled:bg-muted disabled:text-muted-foreground aria-disabled:bg-muted aria-disabled:text-muted-foreground",
        outline:
          "border border-foreground/70 bg-transparent text-foreground hover:bg-foreground hover:text-background disabled:border-border disabled:text-muted-foreground aria-disabled:border-border aria-disabled:text-muted-foreground",
        quiet:
          "bg-transparent text-foreground underline decoration-border-strong decoration-1 underline-offset-[6px] hover:decoration-foreground disabled:text-muted-foreground aria-disabled:text-muted-foreground",
        inverse:
          "bg-inverse-foreground text-inverse hover:bg-surface disabled:opacity-80 aria-disabled:opacity-80",
        "inverse-outline":
          "border border-inverse-foreground/80 text-inverse-foreground hover:bg-inverse-foreground hover:text-inverse",
        destructive: "bg-destructive text-primary-foreground hover:bg-destructive/90",
        icon: "text-foreground hover:bg-muted",
      },
      size: {
        sm: "min-h-11 px-4 text-xs",
        md: "px-6 py-2.5",
        lg: "min-h-13 px-8 py-3 text-sm",
        icon: "size-11 p-0",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);
