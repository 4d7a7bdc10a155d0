import { cx } from "@/lib/utils/cx";

const tones = {
  /** On the page's ground. */
  primary: "border-border-strong border-t-primary",
  /** Inside a filled button: the button's own text color. */
  current: "border-current border-t-transparent",
};

/** A small turning ring for "loading"; still under reduced motion. */
export function Spinner({
  size = "md",
  tone = "primary",
}: {
  size?: "sm" | "md";
  tone?: keyof typeof tones;
}) {
  return (
    <span
      aria-hidden="true"
      className={cx(
        "inline-block animate-spin rounded-full border-2 motion-reduce:animate-none",
        size === "sm" ? "size-4" : "size-5",
        tones[tone],
      )}
    />
  );
}
