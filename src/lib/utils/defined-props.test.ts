import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { definedProps } from "./defined-props";

describe("definedProps", () => {
  it("keeps every prop with a value, falsy ones included, and drops the unset ones", () => {
    expect(
      definedProps({ "aria-current": undefined, "data-picture": "", tabIndex: 0, hidden: false }),
    ).toEqual({ "data-picture": "", tabIndex: 0, hidden: false });
  });

  it("renders the same markup as passing the props one by one", () => {
    const props = { "aria-current": undefined, "data-product": "Palm Fronds" } as const;
    expect(renderToStaticMarkup(createElement("a", definedProps(props)))).toBe(
      renderToStaticMarkup(createElement("a", props)),
    );
  });
});
