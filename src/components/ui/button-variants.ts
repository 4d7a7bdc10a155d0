import { cva } from "class-variance-authority";

/**
 * The button's looks. A module of its own, without `cn`, so client components can style a link
 * or a trigger as a button without shipping tailwind-merge.
 */
export const buttonVariants = cva(
  "inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-[2px] font-sans text-sm font-semibold tracking-[0.04em] whitespace-nowrap transition-colors duration-200 ease-(--ease-calm) select-none disabled:pointer-events-none disabled:cursor-not-allowed aria-disabled:pointer-events-none [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0",
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
