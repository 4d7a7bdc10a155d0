import { createRequire } from "node:module";
import { type Writable } from "node:stream";

import { describe, expect, it } from "vitest";

import { multipartBoundary, parseMultipart } from "./multipart";

/** A body exactly as a browser (here Node's fetch, the same encoder) writes it. */
async function encode(entries: [string, string | Blob][]) {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  const request = new Request("http://localhost/", { method: "POST", body: form });
  const contentType = request.headers.get("content-type")!;
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType,
    boundary: multipartBoundary(contentType)!,
  };
}

/** Whether the framework's parser for forms posted without JavaScript accepts the body. */
async function frameworkAccepts(body: Uint8Array, contentType: string): Promise<boolean> {
  try {
    await new Request("http://localhost/", {
      method: "POST",
      headers: { "content-type": contentType },
      body: new Uint8Array(body),
    }).formData();
    return true;
  } catch {
    return false;
  }
}

type Busboy = Writable & {
  on(event: "file", listener: (name: string, stream: NodeJS.ReadableStream) => void): Busboy;
  on(event: "close" | "error" | "field", listener: (...args: unknown[]) => void): Busboy;
};
const busboy = createRequire(import.meta.url)("next/dist/compiled/busboy") as (options: {
  headers: Record<string, string>;
}) => Busboy;

/** Whether the framework's parser for action calls (busboy) accepts the body. */
function actionParserAccepts(body: Uint8Array, contentType: string): Promise<boolean> {
  return new Promise((resolve) => {
    try {
      const parser = busboy({ headers: { "content-type": contentType } });
      parser.on("file", (_name, stream) => stream.resume());
      parser.on("close", () => resolve(true));
      parser.on("error", () => resolve(false));
      parser.end(body);
    } catch {
      resolve(false);
    }
  });
}

const text = (part: { body: Uint8Array }) => Buffer.from(part.body).toString("utf8");

const contactEntries: [string, string][] = [
  ["$ACTION_REF_1", ""],
  ["$ACTION_1:0", JSON.stringify({ id: "6".repeat(42), bound: "$@1" })],
  ["$ACTION_1:1", JSON.stringify([{ status: "idle" }])],
  ["name", "Ana María Ñúñez"],
  ["email", "ana@example.com"],
  // Everything a visitor might type that looks like syntax.
  [
    "message",
    '--\r\n--boundary\r\n[{"a":"b"}]\r\nContent-Disposition: form-data; name="x"\r\n\r\n',
  ],
  ["empty", ""],
];

describe("multipartBoundary", () => {
  it("reads quoted, unquoted and differently cased parameters", () => {
    expect(multipartBoundary("multipart/form-data; boundary=abc123")).toBe("abc123");
    expect(multipartBoundary('multipart/form-data; BOUNDARY="a b;c"')).toBe("a b;c");
    expect(multipartBoundary("multipart/form-data;charset=utf-8;boundary=x-y")).toBe("x-y");
  });

  it("has none when missing, empty, too long or broken across lines", () => {
    expect(multipartBoundary(undefined)).toBeUndefined();
    expect(multipartBoundary("multipart/form-data")).toBeUndefined();
    expect(multipartBoundary('multipart/form-data; boundary=""')).toBeUndefined();
    expect(multipartBoundary(`multipart/form-data; boundary=${"a".repeat(71)}`)).toBeUndefined();
  });
});

describe("parseMultipart", () => {
  it("reads every field of a browser's post, values untouched", async () => {
    const { body, boundary } = await encode(contactEntries);
    const parsed = parseMultipart(body, boundary);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.parts.map((part) => [part.name, text(part)])).toEqual(contactEntries);
  });

  it("names files", async () => {
    const { body, boundary } = await encode([
      ["photo", new File(["xyz"], "wall.jpg", { type: "image/jpeg" })],
    ]);
    const parsed = parseMultipart(body, boundary);
    expect(parsed).toMatchObject({ ok: true, parts: [{ name: "photo", filename: "wall.jpg" }] });
  });

  it("accepts a post without fields, and text around the body", async () => {
    const boundary = "----b";
    const part = 'Content-Disposition: form-data; name="a"';
    const body = Buffer.from(
      `\r\npreamble\r\n--${boundary}\r\n${part}\r\n\r\n1\r\n--${boundary}--\r\nend`,
    );
    expect(parseMultipart(body, boundary)).toMatchObject({ ok: true, parts: [{ name: "a" }] });
    expect(parseMultipart(Buffer.from(`--${boundary}--\r\n`), boundary)).toEqual({
      ok: true,
      parts: [],
    });
  });

  it("refuses a body cut short anywhere before its closing delimiter", async () => {
    const { body, boundary } = await encode(contactEntries);
    // The final CRLF is optional; every shorter cut loses the closing delimiter.
    for (let end = 0; end < body.length - 2; end++) {
      const parsed = parseMultipart(body.subarray(0, end), boundary);
      expect(parsed.ok, `cut at ${end}`).toBe(false);
    }
  });

  it("refuses a body written with another boundary than the header names", async () => {
    const { body, boundary } = await encode(contactEntries);
    expect(parseMultipart(body, "something-else")).toEqual({
      ok: false,
      problem: "no_opening_boundary",
    });
    // The announced boundary is only the start of the one used.
    expect(parseMultipart(body, boundary.slice(0, -3))).toEqual({
      ok: false,
      problem: "bad_delimiter",
    });
  });

  it("refuses parts that are not form fields, and padding the framework cannot read", () => {
    const b = "xyz";
    const parse = (raw: string) => parseMultipart(Buffer.from(raw), b);
    expect(parse(`--${b}\r\nContent-Type: text/plain\r\n\r\n1\r\n--${b}--`)).toEqual({
      ok: false,
      problem: "part_without_name",
    });
    expect(parse(`--${b}\r\nContent-Disposition: attachment\r\n\r\n1\r\n--${b}--`)).toEqual({
      ok: false,
      problem: "bad_part_headers",
    });
    expect(parse(`--${b}\r\nno colon here\r\n\r\n1\r\n--${b}--`)).toEqual({
      ok: false,
      problem: "bad_part_headers",
    });
    expect(
      parse(`--${b}  \r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--${b}--`),
    ).toEqual({ ok: false, problem: "bad_delimiter" });
    expect(parse(`--${b}\nContent-Disposition: form-data; name="a"\n\n1\n--${b}--`)).toMatchObject({
      ok: false,
    });
  });

  it("agrees with the framework's own parser on what it can read", async () => {
    const valid = await encode(contactEntries);
    const b = valid.boundary;
    const raw = (s: string) => Buffer.from(s);
    const cases: [string, Uint8Array, string][] = [
      ["browser post", valid.body, valid.contentType],
      ["truncated", valid.body.subarray(0, valid.body.length - 40), valid.contentType],
      ["truncated in headers", valid.body.subarray(0, 60), valid.contentType],
      ["other boundary", valid.body, "multipart/form-data; boundary=nope"],
      ["prefix boundary", valid.body, `multipart/form-data; boundary=${b.slice(0, -2)}`],
      [
        "epilogue",
        raw(`--q\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--q--x`),
        "multipart/form-data; boundary=q",
      ],
      [
        "preamble",
        raw(`x\r\n--q\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--q--`),
        "multipart/form-data; boundary=q",
      ],
      [
        "unquoted name",
        raw(`--q\r\ncontent-disposition: Form-Data; name=a\r\n\r\n1\r\n--q--`),
        "multipart/form-data; boundary=q",
      ],
      [
        "padding",
        raw(`--q \r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--q--`),
        "multipart/form-data; boundary=q",
      ],
      [
        "boundary in a value",
        raw(`--q\r\nContent-Disposition: form-data; name="a"\r\n\r\n1q2\r\n--q--`),
        "multipart/form-data; boundary=q",
      ],
      [
        "header without colon",
        raw(`--q\r\nContent-Disposition: form-data; name="a"\r\nbroken\r\n\r\n1\r\n--q--`),
        "multipart/form-data; boundary=q",
      ],
      [
        "no name",
        raw(`--q\r\nContent-Type: text/plain\r\n\r\n1\r\n--q--`),
        "multipart/form-data; boundary=q",
      ],
      [
        "bare LF",
        raw(`--q\nContent-Disposition: form-data; name="a"\n\n1\n--q--`),
        "multipart/form-data; boundary=q",
      ],
      ["empty form", raw(`--q--`), "multipart/form-data; boundary=q"],
    ];
    for (const [name, body, contentType] of cases) {
      const boundary = multipartBoundary(contentType)!;
      const ok = parseMultipart(body, boundary).ok;
      expect(ok, name).toBe(await frameworkAccepts(body, contentType));
      // busboy is the more lenient of the two: whatever passes here, it reads too.
      if (ok) expect(await actionParserAccepts(body, contentType), name).toBe(true);
    }
  });
});
