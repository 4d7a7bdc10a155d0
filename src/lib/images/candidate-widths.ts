/**
 * Which widths a preset must be encoded at. The rule: wherever a picture is drawn, on any screen
 * from 360 to 1920 px wide at 1x to 3x pixel density, one rendition is between once and twice
 * the pixels it needs (its drawn width times the density), up to twice its widest slot; above
 * that the largest rendition is enough. Fewer widths would leave some screen with a blurred or
 * an oversized file; more only add encoding time to every build.
 *
 * The drawn widths come from the `sizes` attributes themselves (sizes.ts), evaluated here the
 * way a browser does for the subset of the syntax the site uses: `(min-width: Npx)` conditions
 * and lengths in px and vw/vh, with calc(), min() and max().
 */

export type Viewport = { width: number; height: number };

export type DrawnRange = { min: number; max: number };

/** The viewports the rule covers: every width from 360 to 1920 px, at a short and a tall height. */
export function ruleViewports(): Viewport[] {
  const out: Viewport[] = [];
  for (let width = 360; width <= 1920; width++) {
    for (const height of [640, 900, 1200]) out.push({ width, height });
  }
  return out;
}

/** Splits on the commas that separate entries, not those inside calc(). */
function splitTopLevel(sizes: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < sizes.length; i++) {
    const ch = sizes[i];
    if (ch === "(") depth++;
    else if (ch === ")") depth--;
    else if (ch === "," && depth === 0) {
      parts.push(sizes.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(sizes.slice(start).trim());
  return parts;
}

/** Evaluates a length: `12px`, `50vw`, `calc((100vw - 96px) * 7 / 12 - 20px)`, `min(...)`. */
export function evaluateLength(length: string, viewport: Viewport): number {
  const tokens = length.match(/\d*\.?\d+(?:px|vw|vh)?|[()+\-*/,]|calc|min|max|\S/g) ?? [];
  let pos = 0;
  const peek = () => tokens[pos];
  const take = () => {
    const token = tokens[pos++];
    if (token === undefined) throw new Error(`Unexpected end of "${length}"`);
    return token;
  };
  const expect = (token: string) => {
    if (take() !== token) throw new Error(`Expected "${token}" in "${length}"`);
  };
  // Units are kept as a px value plus a flag, so `100vw * 7 / 12` stays a length and `7 / 12` a number.
  type Value = { value: number; length: boolean };
  const primary = (): Value => {
    const token = take();
    if (token === "calc") {
      expect("(");
      const inner = sum();
      expect(")");
      return inner;
    }
    if (token === "min" || token === "max") {
      expect("(");
      const args = [sum()];
      while (peek() === ",") {
        take();
        args.push(sum());
      }
      expect(")");
      const values = args.map((arg) => arg.value);
      return {
        value: token === "min" ? Math.min(...values) : Math.max(...values),
        length: args.every((arg) => arg.length),
      };
    }
    if (token === "(") {
      const inner = sum();
      expect(")");
      return inner;
    }
    if (token === "-") {
      const inner = primary();
      return { value: -inner.value, length: inner.length };
    }
    const match = /^(\d*\.?\d+)(px|vw|vh)?$/.exec(token);
    if (!match) throw new Error(`Unexpected "${token}" in "${length}"`);
    const number = Number(match[1]);
    switch (match[2]) {
      case "px":
        return { value: number, length: true };
      case "vw":
        return { value: (number * viewport.width) / 100, length: true };
      case "vh":
        return { value: (number * viewport.height) / 100, length: true };
      default:
        return { value: number, length: false };
    }
  };
  const product = (): Value => {
    let left = primary();
    while (peek() === "*" || peek() === "/") {
      const op = take();
      const right = primary();
      if (op === "/" && right.length) throw new Error(`Division by a length in "${length}"`);
      left = {
        value: op === "*" ? left.value * right.value : left.value / right.value,
        length: left.length || right.length,
      };
    }
    return left;
  };
  const sum = (): Value => {
    let left = product();
    while (peek() === "+" || peek() === "-") {
      const op = take();
      const right = product();
      left = {
        value: op === "+" ? left.value + right.value : left.value - right.value,
        length: true,
      };
    }
    return left;
  };
  const result = sum();
  if (pos !== tokens.length || !result.length) throw new Error(`"${length}" is not a length`);
  return result.value;
}

/** The width a `sizes` attribute gives at a viewport: its first entry whose condition matches. */
export function evaluateSizes(sizes: string, viewport: Viewport): number {
  for (const entry of splitTopLevel(sizes)) {
    const condition = /^\(min-width:\s*(\d+)px\)\s+(.+)$/.exec(entry);
    if (!condition) return evaluateLength(entry, viewport);
    if (viewport.width >= Number(condition[1])) return evaluateLength(condition[2] ?? "", viewport);
  }
  throw new Error(`"${sizes}" has no entry without a condition`);
}

/** The narrowest and widest a set of layouts draws a picture over the given viewports. */
export function drawnRange(
  sizesList: readonly string[],
  viewports: readonly Viewport[],
): DrawnRange {
  let min = Number.POSITIVE_INFINITY;
  let max = 0;
  for (const sizes of sizesList) {
    for (const viewport of viewports) {
      const width = evaluateSizes(sizes, viewport);
      min = Math.min(min, width);
      max = Math.max(max, width);
    }
  }
  return { min, max };
}

/**
 * What the widths fail to cover in a drawn range, as sentences; empty when none. A 1x need
 * anywhere from `min` to twice `max` has a rendition within twice of it when the smallest is at
 * most twice `min`, the largest at least twice `max`, and each at most twice the one before.
 */
export function coverageGaps(widths: readonly number[], range: DrawnRange): string[] {
  const gaps: string[] = [];
  const [smallest] = widths;
  const largest = widths[widths.length - 1];
  if (smallest === undefined || largest === undefined) return ["no widths"];
  if (smallest > 2 * range.min)
    gaps.push(`${smallest} is more than twice the narrowest slot (${round(range.min)} px)`);
  if (largest < 2 * range.max)
    gaps.push(`${largest} is less than twice the widest slot (${round(range.max)} px)`);
  for (let i = 1; i < widths.length; i++) {
    const previous = widths[i - 1] ?? 0;
    const width = widths[i] ?? 0;
    if (width <= previous) gaps.push(`${width} does not ascend from ${previous}`);
    else if (width > 2 * previous) gaps.push(`${previous} → ${width} leaves a gap over twice`);
  }
  return gaps;
}

/** The fewest widths that can cover a drawn range: each step at most doubles. */
export function fewestWidths(range: DrawnRange): number {
  // k widths span at most 2^(k-1) from 2 × min up; they must reach 2 × max.
  return Math.max(1, Math.ceil(Math.log2(range.max / range.min) - 1e-9) + 1);
}

/**
 * A ladder of that many widths: from twice the widest slot down, halving, each rounded up to a
 * multiple of 16 px. A starting point; presets.ts may move a step (keeping the cover) so that it
 * lands on a common phone or laptop's need.
 */
export function ladderFor(range: DrawnRange): number[] {
  const count = fewestWidths(range);
  const top = Math.ceil((2 * range.max) / 16) * 16;
  const widths: number[] = [];
  for (let i = count - 1; i >= 0; i--) widths.push(Math.ceil(top / 2 ** i / 16) * 16);
  // Rounding up can push the smallest past twice the narrowest slot; pull it back down.
  const first = widths[0];
  if (first !== undefined && first > 2 * range.min) widths[0] = Math.floor((2 * range.min) / 8) * 8;
  return widths;
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
