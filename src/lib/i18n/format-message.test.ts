import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";

import {
  isArgumentElement,
  isPluralElement,
  isPoundElement,
  isSelectElement,
  isTagElement,
  parse,
  type MessageFormatElement,
} from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";

import { locales } from "@/i18n/routing";
import { flattenMessages } from "@/messages/flatten-messages";
import { messagesByLocale } from "@/messages/messages";

import { formatMessage, formatRichMessage, type MessageValues } from "./format-message";

type Tagged = { tag: string; chunks: unknown[] };
type Values = MessageValues<Tagged>;

/**
 * The reference is the intl-messageformat next-intl itself formats with (use-intl's own copy, a
 * newer major than the one lighthouse brings to the top of node_modules), so the comparison
 * holds against what the site rendered before.
 */
const require = createRequire(import.meta.url);
const referencePath = createRequire(require.resolve("use-intl")).resolve("intl-messageformat");
const { IntlMessageFormat } = (await import(pathToFileURL(referencePath).href)) as {
  IntlMessageFormat: new (message: string, locale: string) => { format(values?: Values): unknown };
};

function reference(locale: string, message: string, values?: Values): unknown {
  return new IntlMessageFormat(message, locale).format(values);
}

const tagFunction =
  (tag: string) =>
  (chunks: unknown[]): Tagged => ({ tag, chunks });

/** Every argument's candidate values, read from the message itself. */
function candidates(message: string): Map<string, readonly (string | number)[] | "tag"> {
  const found = new Map<string, readonly (string | number)[] | "tag">();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (isTagElement(element)) {
        found.set(element.value, "tag");
        visit(element.children);
      } else if (isPluralElement(element)) {
        found.set(element.value, [0, 1, 2, 5, 21]);
        for (const option of Object.values(element.options)) visit(option.value);
      } else if (isSelectElement(element)) {
        // An unlisted value as well, so `other` is reached even where every key is named.
        found.set(element.value, [...Object.keys(element.options), "unlisted"]);
        for (const option of Object.values(element.options)) visit(option.value);
      } else if (isArgumentElement(element)) {
        if (!found.has(element.value)) found.set(element.value, [`«${element.value}»`]);
      } else if (!isPoundElement(element) && element.type !== 0) {
        throw new Error(`"${message}" uses an argument type the formatter does not support`);
      }
    }
  };
  visit(parse(message));
  return found;
}

/** Every combination of the candidates (a message has at most a few branching arguments). */
function valueSets(message: string): Values[] {
  let sets: Record<string, Values[string]>[] = [{}];
  for (const [name, options] of candidates(message)) {
    const choices = options === "tag" ? [tagFunction(name)] : options;
    sets = sets.flatMap((set) => choices.map((choice) => ({ ...set, [name]: choice })));
  }
  return sets;
}

const everyMessage = locales.flatMap((locale) =>
  flattenMessages(messagesByLocale[locale]).map(([key, message]) => ({ locale, key, message })),
);

describe("formatMessage on the site's messages", () => {
  it("reads messages of both languages", () => {
    expect(everyMessage.length).toBeGreaterThan(1000);
    expect(new Set(everyMessage.map(({ locale }) => locale))).toEqual(new Set(locales));
  });

  it("formats every message exactly as intl-messageformat does", () => {
    let compared = 0;
    for (const { locale, key, message } of everyMessage) {
      for (const values of valueSets(message)) {
        const expected = reference(locale, message, values);
        const label = `${locale} ${key} ${JSON.stringify(values)}`;
        expect(formatRichMessage(locale, message, values), label).toEqual(expected);
        if (typeof expected === "string") {
          expect(formatMessage(locale, message, values as MessageValues), label).toBe(expected);
        }
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(everyMessage.length);
  });

  it("formats messages without arguments when no values are given", () => {
    for (const { locale, key, message } of everyMessage) {
      if (candidates(message).size > 0) continue;
      expect(formatMessage(locale, message), `${locale} ${key}`).toBe(reference(locale, message));
    }
  });
});

describe("formatMessage", () => {
  const same = (locale: string, message: string, values?: Values) => {
    const result = formatRichMessage(locale, message, values);
    expect(result).toEqual(reference(locale, message, values));
    return result;
  };

  it("keeps a lone apostrophe and quotes only before syntax characters", () => {
    expect(same("en", "We'll call")).toBe("We'll call");
    expect(same("en", "It''s {name}''s", { name: "Ana" })).toBe("It's Ana's");
    expect(same("en", "'{name}' stays", { name: "x" })).toBe("{name} stays");
    expect(same("en", "a '<b>' tag")).toBe("a <b> tag");
    expect(same("en", "a '}' and a '{' and '#'")).toBe("a } and a { and '#'");
    expect(same("en", "'{it''s}' quoted")).toBe("{it's} quoted");
    expect(same("en", "open '{ to the end")).toBe("open { to the end");
    expect(same("en", "{n, plural, other {'#' is #}}", { n: 3 })).toBe("# is 3");
    expect(same("en", "}{n}", { n: 1 })).toBe("}1");
  });

  it("picks exact plural matches first, then the language's categories", () => {
    const message = "{n, plural, =0 {nothing} one {# item} =2 {a pair} other {# items}}";
    expect(same("en", message, { n: 0 })).toBe("nothing");
    expect(same("en", message, { n: 1 })).toBe("1 item");
    expect(same("en", message, { n: 2 })).toBe("a pair");
    expect(same("en", message, { n: 1234.5 })).toBe("1,234.5 items");
  });

  it("writes Spanish plurals and numbers", () => {
    const message = "{n, plural, one {# diseño} other {# diseños}}";
    expect(same("es", message, { n: 1 })).toBe("1 diseño");
    expect(same("es", message, { n: 0 })).toBe("0 diseños");
    expect(same("es", message, { n: 12345 })).toBe("12.345 diseños");
  });

  it("nests selects, plurals, arguments and tags", () => {
    const message =
      "{who, select, guest {{n, plural, one {<b>#</b> {thing}} other {<b>#</b> {thing}s}}} other {none}}";
    const b = tagFunction("b");
    expect(same("en", message, { who: "guest", n: 2, thing: "roll", b })).toEqual([
      { tag: "b", chunks: ["2"] },
      " rolls",
    ]);
    expect(same("en", message, { who: "owner", n: 2, thing: "roll", b })).toBe("none");
  });

  it("gives rich parts as an array, or the one part alone", () => {
    const link = tagFunction("link");
    expect(same("en", "Go <link>to {place}</link> now", { place: "Madrid", link })).toEqual([
      "Go ",
      { tag: "link", chunks: ["to Madrid"] },
      " now",
    ]);
    expect(same("en", "<link>all</link>", { link })).toEqual({ tag: "link", chunks: ["all"] });
    expect(same("en", "<b>x</b>", { b: (chunks) => `*${String(chunks[0])}*` })).toBe("*x*");
    expect(same("en", "")).toBe("");
  });

  it("refuses what it does not support, and missing values", () => {
    expect(() => formatMessage("en", "{n, number}", { n: 1 })).toThrow(SyntaxError);
    expect(() => formatMessage("en", "{n, selectordinal, other {#}}", { n: 1 })).toThrow(
      SyntaxError,
    );
    expect(() => formatMessage("en", "{n, plural, offset:1 other {#}}", { n: 1 })).toThrow(
      SyntaxError,
    );
    expect(() => formatMessage("en", "{n, plural, one {#}}", { n: 1 })).toThrow(/other/);
    expect(() => formatMessage("en", "a <br/> b")).toThrow(SyntaxError);
    expect(() => formatMessage("en", "<b>open")).toThrow(SyntaxError);
    expect(() => formatMessage("en", "a {name")).toThrow(SyntaxError);
    expect(() => formatMessage("en", "Hi {name}")).toThrow(/name/);
    expect(() => formatMessage("en", "<b>x</b>", {})).toThrow(/<b>/);
    expect(() =>
      formatMessage("en", "<b>x</b>", { b: tagFunction("b") as unknown as () => string }),
    ).toThrow(/rich/);
  });
});
