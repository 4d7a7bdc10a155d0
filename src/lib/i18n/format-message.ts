/**
 * ICU MessageFormat for the browser: the part of it the site's messages use (simple arguments,
 * `plural` with `=N` and `#`, `select`, nesting, apostrophe quoting and `<tag>` markup), giving
 * exactly what intl-messageformat (next-intl's engine, which Server Components keep) gives, in a
 * fraction of its size since it ships with every page. Anything else in a message (`number`,
 * `date`, `time`, `selectordinal`, plural offsets, self-closing tags) throws a SyntaxError
 * rather than printing something half right; format-message.test.ts formats every message of
 * both languages against intl-messageformat.
 *
 * No React here: the rich variant returns the tag functions' results as they are.
 */

/** `#` in a plural branch. */
const POUND = 0;

type Node =
  | string
  | typeof POUND
  | { name: string }
  | { name: string; plural: boolean; options: Map<string, Node[]> }
  | { tag: string; children: Node[] };

export type MessagePart<T> = string | T;

/** What a `<tag>` becomes: it receives its content already formatted. */
export type TagFunction<T> = (chunks: MessagePart<T>[]) => MessagePart<T> | MessagePart<T>[];

export type MessageValues<T = never> = Readonly<
  Record<string, string | number | bigint | null | undefined | T | TagFunction<T>>
>;

// ICU Pattern_White_Space, the set intl-messageformat's parser skips between tokens.
const SPACE = /[\t-\r \x85\u200e\u200f\u2028\u2029]/;
const IDENTIFIER = /[^\p{White_Space}\p{Pattern_Syntax}]*/uy;
const EXACT = /=[+-]?\d+/y;
// Narrower than the parser's names (which allow most of Unicode): other names throw below.
const TAG_NAME = /[a-z][\w.-]*/iy;

function parse(message: string): Node[] {
  let at = 0;
  const fail = (problem: string): never => {
    throw new SyntaxError(`${problem} at position ${at} of the message "${message}"`);
  };
  const peek = (ahead = 0) => message.charAt(at + ahead);
  const skipSpace = () => {
    while (SPACE.test(peek())) at++;
  };
  const expect = (char: string) => {
    if (peek() !== char) fail(`Expected "${char}"`);
    at++;
  };
  const match = (pattern: RegExp) => {
    pattern.lastIndex = at;
    const found = pattern.exec(message)?.[0] ?? "";
    at += found.length;
    return found;
  };

  /**
   * An apostrophe quotes only before a character that would otherwise be syntax (ICU 4.8+):
   * `''` is one apostrophe, `'{…'` literal text up to the next lone apostrophe, any other `'` a
   * plain apostrophe ("We'll").
   */
  function quote(plural: boolean): string {
    const next = peek(1);
    if (next === "'") {
      at += 2;
      return "'";
    }
    if (!/[{}<>]/.test(next) && !(plural && next === "#")) {
      at++;
      return "'";
    }
    let text = next;
    at += 2;
    while (at < message.length) {
      if (peek() !== "'") text += message.charAt(at++);
      else if (peek(1) === "'") {
        text += "'";
        at += 2;
      } else {
        at++;
        break;
      }
    }
    return text;
  }

  // `depth` counts enclosing braces and tags: a `}` closes one only when there is one to close.
  function fragment(depth: number, plural: boolean, inTag: boolean): Node[] {
    const nodes: Node[] = [];
    let text = "";
    const push = (node: Node) => {
      if (text) nodes.push(text);
      text = "";
      nodes.push(node);
    };
    while (at < message.length) {
      const char = peek();
      if (char === "{") push(argument(depth, inTag));
      else if (char === "}" && depth) break;
      else if (char === "#" && plural) {
        at++;
        push(POUND);
      } else if (char === "<" && peek(1) === "/") {
        if (inTag) break;
        fail("Closing tag without an opening one");
      } else if (char === "<" && /[a-z]/i.test(peek(1))) push(tag(depth, plural));
      else if (char === "'") text += quote(plural);
      else {
        text += char;
        at++;
      }
    }
    if (text) nodes.push(text);
    return nodes;
  }

  function argument(depth: number, inTag: boolean): Node {
    at++;
    skipSpace();
    const name = match(IDENTIFIER) || fail("Expected an argument name");
    skipSpace();
    if (peek() === "}") {
      at++;
      return { name };
    }
    expect(",");
    skipSpace();
    const type = match(IDENTIFIER);
    if (type !== "plural" && type !== "select") fail(`Unsupported argument type "${type}"`);
    const plural = type === "plural";
    skipSpace();
    expect(",");
    skipSpace();
    const options = new Map<string, Node[]>();
    let key = match(IDENTIFIER);
    if (plural && key === "offset") fail("Plural offsets are not supported");
    for (;;) {
      if (!key && plural && peek() === "=") key = match(EXACT) || fail("Expected a number after =");
      if (!key) break;
      if (options.has(key)) fail(`Duplicate option "${key}"`);
      skipSpace();
      expect("{");
      options.set(key, fragment(depth + 1, plural, inTag));
      expect("}");
      skipSpace();
      key = match(IDENTIFIER);
    }
    if (!options.has("other")) fail(`The ${type} argument "${name}" needs an "other" option`);
    expect("}");
    return { name, plural, options };
  }

  function tag(depth: number, plural: boolean): Node {
    at++;
    const name = match(TAG_NAME);
    skipSpace();
    if (peek() !== ">") fail(`Unsupported tag <${name}`);
    at++;
    const children = fragment(depth + 1, plural, true);
    if (!message.startsWith("</", at)) fail(`Unclosed tag <${name}>`);
    at += 2;
    if (match(TAG_NAME) !== name) fail(`Closing tag does not match <${name}>`);
    skipSpace();
    expect(">");
    return { tag: name, children };
  }

  return fragment(0, false, false);
}

const parsed = new Map<string, Node[]>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function cached<V>(cache: Map<string, V>, key: string, make: (key: string) => V): V {
  let value = cache.get(key);
  if (value === undefined) cache.set(key, (value = make(key)));
  return value;
}

/** Parts with adjacent strings joined, as intl-messageformat's formatToParts gives them. */
function render<T>(
  nodes: Node[],
  locale: string,
  values: MessageValues<T> | undefined,
  count?: number,
): MessagePart<T>[] {
  const parts: MessagePart<T>[] = [];
  const add = (part: MessagePart<T>) => {
    const last = parts.length - 1;
    if (typeof part === "string" && typeof parts[last] === "string") parts[last] += part;
    else parts.push(part);
  };
  for (const node of nodes) {
    if (typeof node === "string") add(node);
    else if (node === POUND) {
      if (count !== undefined)
        add(cached(numberFormats, locale, (l) => new Intl.NumberFormat(l)).format(count));
    } else if ("tag" in node) {
      const format = values?.[node.tag];
      if (typeof format !== "function")
        throw new TypeError(`The tag <${node.tag}> needs a function`);
      const result = (format as TagFunction<T>)(render(node.children, locale, values, count));
      for (const part of Array.isArray(result) ? result : [result]) add(part);
    } else {
      if (!values || !(node.name in values)) {
        throw new Error(`No value for "${node.name}" in the message of locale "${locale}"`);
      }
      const value = values[node.name];
      if (!("options" in node)) {
        // As intl-messageformat: numbers are not localised here, empty values print nothing.
        const type = typeof value;
        add(
          type === "string" || type === "number" || type === "bigint"
            ? String(value)
            : ((value || "") as T),
        );
        continue;
      }
      const { options } = node;
      let branch: Node[] | undefined;
      let number: number | undefined;
      if (node.plural) {
        number = Number(value);
        branch =
          options.get(`=${String(value)}`) ??
          options.get(cached(pluralRules, locale, (l) => new Intl.PluralRules(l)).select(number));
      } else branch = options.get(String(value));
      // A `#` in a select branch is plain text (the parser only reads it in plural branches).
      for (const part of render(
        branch ?? (options.get("other") as Node[]),
        locale,
        values,
        number,
      )) {
        add(part);
      }
    }
  }
  return parts;
}

/**
 * The message with its values, tags given as functions; the result has intl-messageformat's
 * shape: one part alone as it is (a string, or what a tag returned), several as an array.
 */
export function formatRichMessage<T>(
  locale: string,
  message: string,
  values?: MessageValues<T>,
): MessagePart<T> | MessagePart<T>[] {
  const parts = render(cached(parsed, message, parse), locale, values);
  return parts.length === 1 ? (parts[0] as MessagePart<T>) : parts.length ? parts : "";
}

/** The message as text; tag functions, if any, must return strings. */
export function formatMessage(
  locale: string,
  message: string,
  values?: MessageValues<never>,
): string {
  const result = formatRichMessage(locale, message, values);
  if (typeof result !== "string") {
    throw new TypeError(`The message "${message}" gives more than text: format it as rich text`);
  }
  return result;
}
