import { describe, expect, it } from "vitest";

import { formDataArgument } from "./form-data-argument";

describe("formDataArgument", () => {
  it("passes the form's own data through", () => {
    const form = new FormData();
    form.set("name", "Ana Ruiz");
    expect(formDataArgument(form)).toBe(form);
  });

  it.each([["x"], [["x", "y"]], [{ name: "Ana" }], [null], [undefined], [42]])(
    "reads %j as an empty form",
    (value) => {
      const read = formDataArgument(value);
      expect(read).toBeInstanceOf(FormData);
      expect([...read.keys()]).toEqual([]);
    },
  );
});
