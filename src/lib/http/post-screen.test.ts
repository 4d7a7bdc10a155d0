import { describe, expect, it } from "vitest";

import {
  isScreenedPost,
  isUnsupportedPageMethod,
  screenPostBody,
  screenPostHeaders,
  wantsPlainAnswer,
  type PostTarget,
} from "./post-screen";

const actionId = "7f".repeat(21);
const site = "http://localhost:3000";
const options = { bodyLimit: 65_536 };

async function encode(form: FormData) {
  const request = new Request(`${site}/`, { method: "POST", body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get("content-type")!,
  };
}

const state = {
  status: "error",
  values: { name: "Ana", email: "ana@example.com", phone: "", message: "[[[ {{{ ]]" },
  fieldErrors: { email: "Please enter a valid e-mail address." },
  toast: { title: "Error", description: "Try again.", tone: "destructive" },
};

const visitorFields: [string, string][] = [
  ["name", "Ana María"],
  ["email", "ana@example.com"],
  // A visitor may type anything, brackets and quotes included: never a reason to refuse.
  ["message", `${"[".repeat(200)} "quoted" \\ {{{ --boundary--\r\n`],
  ["website", ""],
];

/** The contact form posted without JavaScript, as React renders its hidden fields. */
function formPost(): FormData {
  const form = new FormData();
  form.append("$ACTION_REF_1", "");
  form.append("$ACTION_1:0", JSON.stringify({ id: actionId, bound: "$@1" }));
  form.append("$ACTION_1:1", JSON.stringify([state]));
  form.append("$ACTION_KEY", "p/contact#message-form");
  for (const [name, value] of visitorFields) form.append(name, value);
  return form;
}

/** The same form through `useActionState` with JavaScript: React's reply encoding. */
function actionCallPost(): FormData {
  const form = new FormData();
  for (const [name, value] of visitorFields) form.append(`_1_${name}`, value);
  form.append("0", JSON.stringify([state, "$K1"]));
  return form;
}

const headersFor = (contentType: string | undefined, extra: Record<string, string> = {}) => ({
  host: "localhost:3000",
  origin: site,
  ...(contentType ? { "content-type": contentType } : {}),
  ...extra,
});

describe("isScreenedPost", () => {
  it("screens posts to pages only", () => {
    expect(isScreenedPost("POST", "/contact")).toBe(true);
    expect(isScreenedPost("POST", "/admin/requests/contact/1?x=1")).toBe(true);
    expect(isScreenedPost("GET", "/contact")).toBe(false);
    expect(isScreenedPost("HEAD", "/")).toBe(false);
    expect(isScreenedPost("POST", "/api/health")).toBe(false);
    expect(isScreenedPost("POST", "/_next/static/x.js")).toBe(false);
  });
});

describe("screenPostHeaders", () => {
  it("reads the body of every kind of post the site's forms send", () => {
    const multipart = "multipart/form-data; boundary=----WebKitFormBoundaryAbC123";
    expect(screenPostHeaders(headersFor(multipart), options)).toEqual({
      action: "read",
      target: { actionCall: false, kind: "multipart" },
    });
    expect(screenPostHeaders(headersFor(multipart, { "next-action": actionId }), options)).toEqual({
      action: "read",
      target: { actionCall: true, kind: "multipart" },
    });
    expect(
      screenPostHeaders(
        headersFor("text/plain;charset=UTF-8", { "next-action": actionId }),
        options,
      ),
    ).toEqual({ action: "read", target: { actionCall: true, kind: "text" } });
    expect(
      screenPostHeaders(headersFor("application/x-www-form-urlencoded"), options),
    ).toMatchObject({ action: "read", target: { kind: "urlencoded" } });
  });

  it("refuses other types with 415", () => {
    const cases: [string | undefined, Record<string, string>][] = [
      ["application/json", { "next-action": actionId }],
      ["application/json", {}],
      ["text/plain", {}],
      ["application/x-www-form-urlencoded", { "next-action": actionId }],
      [undefined, { "next-action": actionId, "content-length": "4" }],
    ];
    for (const [type, extra] of cases) {
      expect(screenPostHeaders(headersFor(type, extra), options)).toMatchObject({
        action: "refuse",
        refusal: { status: 415, reason: "unsupported_type" },
      });
    }
  });

  it("refuses an empty post without a type with 400", () => {
    expect(
      screenPostHeaders(headersFor(undefined, { "content-length": "0" }), options),
    ).toMatchObject({ action: "refuse", refusal: { status: 400, reason: "empty_body" } });
  });

  it("refuses a declared length over the limit with 413, before reading", () => {
    const type = "multipart/form-data; boundary=x";
    expect(
      screenPostHeaders(headersFor(type, { "content-length": "65537" }), options),
    ).toMatchObject({ action: "refuse", refusal: { status: 413, reason: "too_large" } });
    expect(
      screenPostHeaders(headersFor(type, { "content-length": "65536" }), options),
    ).toMatchObject({ action: "read" });
  });

  it("lets only a multipart post go beyond the limit, by the picture's allowance", () => {
    const withPicture = { bodyLimit: 65_536, fileAllowance: 8_388_608 };
    const multipart = "multipart/form-data; boundary=x";
    const length = (n: number) => ({ "content-length": String(n) });
    expect(
      screenPostHeaders(headersFor(multipart, length(65_536 + 8_388_608)), withPicture),
    ).toMatchObject({ action: "read" });
    expect(
      screenPostHeaders(headersFor(multipart, length(65_536 + 8_388_609)), withPicture),
    ).toMatchObject({ action: "refuse", refusal: { status: 413 } });
    const call = { "next-action": actionId, ...length(65_537) };
    expect(
      screenPostHeaders(headersFor("text/plain;charset=UTF-8", call), withPicture),
    ).toMatchObject({ action: "refuse", refusal: { status: 413 } });
  });

  it("refuses a cross-site post with 403, whatever it carries", () => {
    const headers = headersFor("multipart/form-data; boundary=x", {
      origin: "https://evil.example",
      "next-action": actionId,
    });
    expect(screenPostHeaders(headers, options)).toMatchObject({
      action: "refuse",
      refusal: { status: 403, reason: "cross_origin" },
    });
  });
});

describe("screenPostBody", () => {
  const form: PostTarget = { actionCall: false, kind: "multipart" };
  const call: PostTarget = { actionCall: true, kind: "multipart" };
  const text: PostTarget = { actionCall: true, kind: "text" };

  it("passes the site's own posts, with and without JavaScript", async () => {
    const plain = await encode(formPost());
    expect(screenPostBody(form, plain.contentType, plain.body)).toBeUndefined();
    const js = await encode(actionCallPost());
    expect(screenPostBody(call, js.contentType, js.body)).toBeUndefined();
    // "Add sample" with JavaScript: a product id, as React encodes a simple argument.
    expect(screenPostBody(text, "text/plain;charset=UTF-8", Buffer.from("[1001]"))).toBeUndefined();
    expect(screenPostBody(text, "text/plain;charset=UTF-8", Buffer.from("[]"))).toBeUndefined();
    // A plain action without state: <input name="$ACTION_ID_<id>">.
    const signOut = new FormData();
    signOut.append(`$ACTION_ID_${actionId}`, "");
    const encoded = await encode(signOut);
    expect(screenPostBody(form, encoded.contentType, encoded.body)).toBeUndefined();
  });

  it("refuses an empty body", () => {
    for (const target of [form, call, text]) {
      expect(screenPostBody(target, "text/plain", Buffer.alloc(0))).toMatchObject({
        status: 400,
        reason: "empty_body",
      });
    }
  });

  it("refuses damaged multipart", async () => {
    const { body, contentType } = await encode(formPost());
    expect(screenPostBody(form, contentType, body.subarray(0, body.length - 30))).toMatchObject({
      status: 400,
      reason: "malformed_multipart",
    });
    expect(screenPostBody(form, "multipart/form-data; boundary=nope", body)).toMatchObject({
      status: 400,
      reason: "malformed_multipart",
      detail: "no_opening_boundary",
    });
    expect(screenPostBody(form, "multipart/form-data", body)).toMatchObject({
      status: 400,
      detail: "no boundary",
    });
  });

  it("takes a body over the limit only with exactly one file and the rest within it", async () => {
    const limit = { bodyLimit: 4_096 };
    const picture = () => new Blob([Buffer.alloc(10_000, 1)], { type: "image/jpeg" });
    const withPicture = actionCallPost();
    withPicture.append("_1_picture", picture(), "wall.jpg");
    const one = await encode(withPicture);
    expect(screenPostBody(call, one.contentType, one.body, limit)).toBeUndefined();

    const twice = actionCallPost();
    twice.append("_1_picture", picture(), "wall.jpg");
    twice.append("_1_other", picture(), "other.jpg");
    const two = await encode(twice);
    expect(screenPostBody(call, two.contentType, two.body, limit)).toMatchObject({
      status: 413,
      reason: "too_large",
      detail: "2 files",
    });

    const long = actionCallPost();
    long.append("_1_message", "x".repeat(5_000));
    long.append("_1_picture", picture(), "wall.jpg");
    const wordy = await encode(long);
    expect(screenPostBody(call, wordy.contentType, wordy.body, limit)).toMatchObject({
      status: 413,
      detail: "fields",
    });
    // Too large and damaged: too large is what the visitor can act on.
    expect(
      screenPostBody(call, one.contentType, one.body.subarray(0, one.body.length - 30), limit),
    ).toMatchObject({ status: 413, detail: "unreadable" });
  });

  it("refuses a multipart post that names no action", async () => {
    const fields = new FormData();
    for (const [name, value] of visitorFields) fields.append(name, value);
    const { body, contentType } = await encode(fields);
    expect(screenPostBody(form, contentType, body)).toMatchObject({
      status: 400,
      reason: "not_a_form",
    });
    const badRef = formPost();
    badRef.set("$ACTION_1:0", "{}");
    const encoded = await encode(badRef);
    expect(screenPostBody(form, encoded.contentType, encoded.body)).toMatchObject({
      reason: "not_a_form",
    });
  });

  it("refuses arguments that are not a JSON argument list", async () => {
    for (const body of ["hello there", '{"name":"Ana"}', '"x"', "1001"]) {
      expect(screenPostBody(text, "text/plain", Buffer.from(body)), body).toMatchObject({
        status: 400,
        reason: "malformed_arguments",
      });
    }
    const objectRoot = actionCallPost();
    objectRoot.set("0", JSON.stringify({ name: "Ana" }));
    const encodedObject = await encode(objectRoot);
    expect(screenPostBody(call, encodedObject.contentType, encodedObject.body)).toMatchObject({
      reason: "malformed_arguments",
      detail: "not an argument list",
    });
    const call0 = actionCallPost();
    call0.set("0", "[{");
    const encoded = await encode(call0);
    expect(screenPostBody(call, encoded.contentType, encoded.body)).toMatchObject({
      reason: "malformed_arguments",
    });
    const noRoot = actionCallPost();
    noRoot.delete("0");
    const withoutRoot = await encode(noRoot);
    expect(screenPostBody(call, withoutRoot.contentType, withoutRoot.body)).toMatchObject({
      reason: "malformed_arguments",
      detail: "no root row",
    });
  });

  it("refuses arguments nested deeper than any form of the site", async () => {
    const deep = "[".repeat(5_000) + "]".repeat(5_000);
    expect(screenPostBody(text, "text/plain", Buffer.from(deep))).toMatchObject({
      status: 400,
      reason: "too_deep",
    });
    const call0 = actionCallPost();
    call0.set("0", deep);
    const encodedCall = await encode(call0);
    expect(screenPostBody(call, encodedCall.contentType, encodedCall.body)).toMatchObject({
      reason: "too_deep",
    });
    const bound = formPost();
    bound.set("$ACTION_1:1", deep);
    const encodedForm = await encode(bound);
    expect(screenPostBody(form, encodedForm.contentType, encodedForm.body)).toMatchObject({
      reason: "too_deep",
    });
    // 32 levels still pass; the site's forms use four.
    const limit = "[".repeat(32) + "]".repeat(32);
    expect(screenPostBody(text, "text/plain", Buffer.from(limit))).toBeUndefined();
  });
});

describe("wantsPlainAnswer", () => {
  it("is for the site's scripts only", () => {
    expect(wantsPlainAnswer({ "next-action": actionId })).toBe(true);
    expect(wantsPlainAnswer({ accept: "text/x-component" })).toBe(true);
    expect(wantsPlainAnswer({ accept: "text/html,application/xhtml+xml" })).toBe(false);
  });
});

describe("isUnsupportedPageMethod", () => {
  it("refuses methods no page answers, on pages only", () => {
    expect(isUnsupportedPageMethod("PUT", "/contact")).toBe(true);
    expect(isUnsupportedPageMethod("DELETE", "/es/contacto")).toBe(true);
    expect(isUnsupportedPageMethod("PATCH", "/")).toBe(true);
    for (const method of ["GET", "HEAD", "POST", "OPTIONS", undefined]) {
      expect(isUnsupportedPageMethod(method, "/contact"), String(method)).toBe(false);
    }
    expect(isUnsupportedPageMethod("PUT", "/api/health")).toBe(false);
    expect(isUnsupportedPageMethod("DELETE", "/admin/requests/contact/1")).toBe(false);
    expect(isUnsupportedPageMethod("PUT", "/_next/static/chunks/a.js")).toBe(false);
  });
});
