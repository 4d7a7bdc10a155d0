import { describe, expect, it } from "vitest";

import { csvCell, neutraliseCell, toCsv } from "./csv";

describe("CSV cells", () => {
  it.each(["=1+2", "+1 305 555", "-2", "@SUM(A1)", "\t=cmd", "\r=cmd"])(
    "neutralises %j, which a spreadsheet would run as a formula",
    (value) => {
      expect(neutraliseCell(value)).toBe(`'${value}`);
    },
  );

  it("leaves ordinary text alone, including formula characters further in", () => {
    expect(neutraliseCell("Jane Doe")).toBe("Jane Doe");
    expect(neutraliseCell("a=b")).toBe("a=b");
    expect(neutraliseCell("")).toBe("");
  });

  it("quotes commas, quotes, line breaks and edge spaces and doubles inner quotes", () => {
    expect(csvCell('Say "hi", please')).toBe('"Say ""hi"", please"');
    expect(csvCell("two\r\nlines")).toBe('"two\r\nlines"');
    expect(csvCell(" padded")).toBe('" padded"');
    expect(csvCell("plain")).toBe("plain");
  });

  it("neutralises before quoting, so a quoted formula stays inert", () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell("-1,5")).toBe(`"'-1,5"`);
  });

  it("writes numbers as numbers and empty values as empty cells", () => {
    expect(csvCell(-3)).toBe("-3");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("starts with a UTF-8 byte-order mark and ends every row with CRLF", () => {
    expect(
      toCsv([
        ["a", "b"],
        ["é", "=x"],
      ]),
    ).toBe("\uFEFFa,b\r\né,'=x\r\n");
  });
});
