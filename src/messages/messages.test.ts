import {
  isPluralElement,
  isSelectElement,
  isTagElement,
  parse,
  TYPE,
  type MessageFormatElement,
} from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";

import { flattenMessages, type MessageTree } from "./flatten-messages";
import { messagesByLocale, type Namespace } from "./messages";

/** The ICU arguments a message uses ({name}, {count, plural, …}, <link>…</link>), at any depth. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (isTagElement(element)) {
        names.add(`<${element.value}>`);
        visit(element.children);
      } else if (isPluralElement(element) || isSelectElement(element)) {
        names.add(element.value);
        for (const option of Object.values(element.options)) visit(option.value);
      } else if (
        element.type === TYPE.argument ||
        element.type === TYPE.number ||
        element.type === TYPE.date ||
        element.type === TYPE.time
      ) {
        names.add(element.value);
      }
    }
  };
  visit(parse(message));
  return [...names].sort();
}

/**
 * Messages whose two languages need different words from the code: the code passes both
 * arguments, each language uses the one its grammar needs (Spanish writes "papel tapiz de
 * damasco" where English writes "Damask wallpaper").
 */
const perLanguageArguments: Record<string, string[]> = {
  "product.meta.description": ["style", "styleWallpaper"],
  "product.meta.imageAlt": ["style", "styleWallpaperTitle"],
  "product.related.heading": ["style", "styleWallpaper"],
  "product.related.all": ["style", "styleWallpaper"],
};

const namespaces = Object.keys(messagesByLocale.en) as Namespace[];
const english = new Map(
  namespaces.map((ns) => [ns, new Map(flattenMessages(messagesByLocale.en[ns] as MessageTree))]),
);
const spanish = new Map(
  namespaces.map((ns) => [ns, new Map(flattenMessages(messagesByLocale.es[ns] as MessageTree))]),
);

describe.each(namespaces)("messages: %s", (namespace) => {
  const en = english.get(namespace)!;
  const es = spanish.get(namespace)!;

  it("has every key in both languages", () => {
    expect(
      [...es.keys()].filter((key) => !en.has(key)),
      "only in Spanish",
    ).toEqual([]);
    expect(
      [...en.keys()].filter((key) => !es.has(key)),
      "only in English",
    ).toEqual([]);
  });

  it("uses the same arguments in both languages", () => {
    for (const [key, text] of en) {
      const other = es.get(key);
      if (other === undefined) continue;
      const alternatives = perLanguageArguments[`${namespace}.${key}`] ?? [];
      const comparable = (names: string[]) => names.filter((name) => !alternatives.includes(name));
      expect(comparable(argumentsOf(other)), `${namespace}.${key}`).toEqual(
        comparable(argumentsOf(text)),
      );
    }
  });

  it("has no empty message and translates every sentence", () => {
    for (const [key, text] of es) {
      expect(text.trim(), `${namespace}.${key} is empty`).not.toBe("");
      const source = en.get(key);
      // A sentence left in English; short labels may coincide ("Total", "Email", "Instagram").
      if (source && source.split(/\s+/).length >= 4) {
        expect(text, `${namespace}.${key} is still English`).not.toBe(source);
      }
    }
  });
});
