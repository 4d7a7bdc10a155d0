/** A message tree of any area, as the JSON files hold it. */
export type MessageTree = { [key: string]: string | MessageTree };

/** Every message of a tree as [dotted key, text], in file order. */
export function flattenMessages(tree: MessageTree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string"
      ? [[`${prefix}${key}`, value] as [string, string]]
      : flattenMessages(value, `${prefix}${key}.`),
  );
}
