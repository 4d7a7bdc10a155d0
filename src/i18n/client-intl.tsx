"use client";

/**
 * Translations in Client Components: the same `useTranslations` / `t` / `t.rich` / `useLocale`
 * as next-intl's, on the small formatter in src/lib/i18n/format-message.ts, so the browser never
 * loads next-intl's runtime. Server Components keep next-intl (getTranslations, useTranslations),
 * which reads the same message files. A Client Component and everything it imports take these
 * hooks from here, never from next-intl (client-imports.test.ts checks it).
 */
import { cloneElement, createContext, isValidElement, use, useMemo, type ReactNode } from "react";

import type { Locale } from "@/i18n/routing";
import { formatMessage, formatRichMessage, type MessageValues } from "@/lib/i18n/format-message";
import type { MessageTree } from "@/messages/flatten-messages";
import type { Messages } from "@/messages/messages";

/** The dotted keys of every message under a tree: "meta.title", "quantities.rolls", … */
type Leaves<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Leaves<T[K]>}`;
}[keyof T & string];

/** The dotted paths of every group of messages: "common", "common.overlay", … */
type Groups<T> = {
  [K in keyof T & string]: T[K] extends string ? never : K | `${K}.${Groups<T[K]>}`;
}[keyof T & string];

type At<T, Path extends string> = Path extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? At<T[Head], Rest>
    : never
  : Path extends keyof T
    ? T[Path]
    : never;

export type Namespace = Groups<Messages>;

/** The keys `useTranslations(namespace)` accepts. */
export type MessageKey<N extends Namespace> = Leaves<At<Messages, N>>;

// A subset of next-intl's value types, so its server translators fit where these are expected.
export type TranslationValues = Readonly<Record<string, string | number>>;
export type RichTranslationValues = Readonly<
  Record<string, string | number | ((chunks: ReactNode) => ReactNode)>
>;

export type Translator<Key extends string = string> = {
  (key: Key, values?: TranslationValues): string;
  rich(key: Key, values?: RichTranslationValues): ReactNode;
};

type IntlValue = { locale: Locale; messages: MessageTree };

const IntlContext = createContext<IntlValue | null>(null);

function merge(outer: MessageTree, inner: MessageTree): MessageTree {
  const merged = { ...outer };
  for (const [key, value] of Object.entries(inner)) {
    const base = merged[key];
    merged[key] =
      typeof value === "object" && typeof base === "object" ? merge(base, value) : value;
  }
  return merged;
}

/**
 * Gives the Client Components inside it the page's language and these messages (the plain nested
 * object, as the JSON files hold it). Inside another provider it adds its messages to the outer
 * one's, so a form's own texts join the shell's.
 */
export function ClientIntlProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: MessageTree;
  children: ReactNode;
}) {
  const outer = use(IntlContext);
  const value = useMemo(
    () => ({ locale, messages: outer ? merge(outer.messages, messages) : messages }),
    [outer, locale, messages],
  );
  return <IntlContext value={value}>{children}</IntlContext>;
}

function useIntl(): IntlValue {
  const intl = use(IntlContext);
  if (!intl) throw new Error("Translations are read inside a ClientIntlProvider (ClientMessages)");
  return intl;
}

export function useLocale(): Locale {
  return useIntl().locale;
}

/**
 * A missing or broken message throws while developing, so it cannot slip through; in production
 * it shows its key's path and logs the error, as next-intl does, so one text never takes a page
 * down.
 */
function fallback(path: string, error: unknown): string {
  if (process.env.NODE_ENV !== "production") throw error;
  console.error(error);
  return path;
}

/**
 * React wants keys on elements in an array: a tag's element gets its tag's name and count, as
 * next-intl gives them.
 */
function keyed(values: RichTranslationValues): MessageValues<ReactNode> {
  const result: Record<string, MessageValues<ReactNode>[string]> = {};
  for (const [name, value] of Object.entries(values)) {
    let index = 0;
    result[name] =
      typeof value === "function"
        ? (chunks) => {
            const node = value(chunks);
            return isValidElement(node) ? cloneElement(node, { key: `${name}${index++}` }) : node;
          }
        : value;
  }
  return result;
}

function createTranslator({ locale, messages }: IntlValue, namespace: string): Translator {
  function translate<R>(key: string, format: (message: string) => R): R | string {
    const path = namespace ? `${namespace}.${key}` : key;
    try {
      let message: MessageTree | string | undefined = messages;
      for (const part of path.split(".")) {
        message =
          typeof message === "object" && Object.hasOwn(message, part) ? message[part] : undefined;
      }
      if (typeof message !== "string") {
        throw new Error(`No message \`${path}\` for locale \`${locale}\` in ClientIntlProvider`);
      }
      return format(message);
    } catch (error) {
      return fallback(path, error);
    }
  }
  const t = (key: string, values?: TranslationValues) =>
    translate(key, (message) => formatMessage(locale, message, values));
  t.rich = (key: string, values?: RichTranslationValues): ReactNode =>
    translate(key, (message) => formatRichMessage(locale, message, values && keyed(values)));
  return t;
}

// One translator per provider value and namespace, shared by every component that asks.
const translators = new WeakMap<IntlValue, Map<string, Translator>>();

export function useTranslations(): Translator<Leaves<Messages>>;
export function useTranslations<N extends Namespace>(namespace: N): Translator<MessageKey<N>>;
export function useTranslations(namespace = ""): Translator {
  const intl = useIntl();
  let byNamespace = translators.get(intl);
  if (!byNamespace) translators.set(intl, (byNamespace = new Map()));
  let t = byNamespace.get(namespace);
  if (!t) byNamespace.set(namespace, (t = createTranslator(intl, namespace)));
  return t;
}
