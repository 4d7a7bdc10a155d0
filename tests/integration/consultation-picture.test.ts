import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { inboxCsv } from "@/lib/admin/inbox-csv";
import { hashPassword } from "@/lib/admin/password-hash";
import {
  bodyTooLargeToast,
  consultationRequiredToast,
  consultationSuccessToast,
  fieldMessages,
  invalidFieldsToast,
} from "@/lib/forms/form-messages";
import { adminPictureResponse } from "@/server/admin/pictures";
import { getRequestDetail, removeRequest } from "@/server/admin/requests";
import { createSession } from "@/server/admin/session";
import { deleteDoneRequestsBefore, listInbox } from "@/server/db/admin-queries";
import { getDb } from "@/server/db/client";
import {
  getConsultationPicture,
  getOutboxMessage,
  listConsultationRequests,
  listOutboxMessagesFor,
} from "@/server/db/queries";
import { handleConsultationSubmission } from "@/server/forms/consultation/handle-consultation";
import { handleContactSubmission } from "@/server/forms/contact/handle-contact";
import { createOutboxWorker, type OutboxWorker } from "@/server/outbox/worker";

import { consultationPost, contactPost } from "./support/forms";
import { decodeHeader, findPart, flattenParts, parseMime, partBytes } from "./support/mime";
import { deliverSubmissionMail, stopTestMail } from "./support/outbox-mail";
import { startSmtpSink, type SmtpSink } from "./support/smtp-sink";
import { createClock, driver, rawCount, setUpTestEnvironment, testMail } from "./support/test-env";

const clock = createClock("2025-03-10T15:00:00Z");
const visitor = { clientAddress: "203.0.113.7", now: clock.now };
const env = setUpTestEnvironment({ clock, start: "2025-03-10T15:00:00Z" });
const description = "Tidewater Pastorale on your wall";
const fileName = "tidewater-pastorale-on-your-wall.jpg";

let sink: SmtpSink | undefined;
const workers: OutboxWorker[] = [];
let passwordHash = "";

beforeAll(async () => {
  passwordHash = await hashPassword("a long test password for the owner", {
    N: 2 ** 10,
    r: 8,
    p: 1,
  });
});

afterEach(async () => {
  await stopTestMail(workers, sink, env());
  sink = undefined;
  env().setEnv({ ADMIN_PASSWORD_HASH: undefined });
});

/**
 * A phone photo as it leaves a camera: landscape pixels with "rotate 90°" in its EXIF, the
 * camera's make and model, where it was taken, and a colour profile.
 */
function cameraPhoto(width = 2400, height = 1600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#8a9a7b" } })
    .jpeg({ quality: 90 })
    .withMetadata({
      orientation: 6,
      exif: {
        IFD0: { Make: "SecretCam", Model: "Pocket X1", Software: "SecretCam 2.1" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "25/1 45/1 4200/100",
          GPSLongitudeRef: "W",
          GPSLongitude: "80/1 11/1 3800/100",
        },
      },
    })
    .toBuffer();
}

/** Whether EXIF (as sharp's metadata returns it, "Exif\0\0" and a TIFF) points to GPS data. */
function exifHasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const tiff = exif.subarray(exif.subarray(0, 4).toString("latin1") === "Exif" ? 6 : 0);
  const little = tiff.subarray(0, 2).toString("latin1") === "II";
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  const entries = u16(ifd0);
  for (let i = 0; i < entries; i++) {
    if (u16(ifd0 + 2 + i * 12) === 0x8825) return true;
  }
  return false;
}

function withPicture(
  picture: Blob,
  overrides: Record<string, string | undefined> = {},
  pictureDescription: string = description,
): FormData {
  const data = consultationPost(overrides);
  data.append("picture", picture);
  data.append("pictureDescription", pictureDescription);
  return data;
}

const jpegFile = (bytes: Uint8Array, name = fileName, type = "image/jpeg") =>
  new File([new Uint8Array(bytes)], name, { type });

async function storedRequest() {
  const db = await getDb();
  const [request, ...others] = await listConsultationRequests(db);
  expect(others).toHaveLength(0);
  return { db, request: request! };
}

async function expectNothingStored() {
  const db = await getDb();
  expect(await rawCount(db, "consultation_requests")).toBe(0);
  expect(await rawCount(db, "consultation_pictures")).toBe(0);
  expect(await rawCount(db, "email_outbox")).toBe(0);
}

describe(`a consultation request with a picture (${driver})`, () => {
  it("stores the picture upright and re-encoded, without its camera, location or colour profile", async () => {
    const photo = await cameraPhoto();
    const sent = await sharp(photo).metadata();
    // What the test sends really carries what must go.
    expect(exifHasGps(sent.exif)).toBe(true);
    expect(photo.includes("SecretCam")).toBe(true);
    expect(sent.icc).toBeDefined();
    expect(sent).toMatchObject({ orientation: 6, width: 2400, height: 1600 });

    const state = await handleConsultationSubmission(
      withPicture(jpegFile(photo, "IMG_2041 (copy).JPG")),
      visitor,
    );
    expect(state).toMatchObject({ status: "success", toast: consultationSuccessToast });

    const { db, request } = await storedRequest();
    expect(request.picture).toEqual({
      contentType: "image/jpeg",
      fileName: "img-2041-copy.jpg",
      description,
      width: 1333,
      height: 2000,
      byteSize: expect.any(Number) as number,
    });
    const picture = (await getConsultationPicture(db, request.id))!;
    expect(picture.bytes.length).toBe(picture.byteSize);
    const stored = await sharp(picture.bytes).metadata();
    expect(stored).toMatchObject({ format: "jpeg", width: 1333, height: 2000 });
    expect(stored.exif).toBeUndefined();
    expect(stored.icc).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.iptc).toBeUndefined();
    expect(stored.comments).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect(picture.bytes.includes("SecretCam")).toBe(false);
  });

  it("says so in both e-mails, attaching it to the owner's only", async () => {
    const photo = await cameraPhoto(1200, 900);
    await handleConsultationSubmission(withPicture(jpegFile(photo)), visitor);
    const { db, request } = await storedRequest();
    const [owner, confirmation] = await listOutboxMessagesFor(db, "consultation", request.id);

    expect(owner!.text).toMatch(
      /^A new consultation request came in through the website, with a picture from the wall visualiser\.\n\nPicture attached: Tidewater Pastorale on your wall \(tidewater-pastorale-on-your-wall\.jpg, 900 × 1200 px, \d+ KB\)\./,
    );
    expect(owner!.html).toContain("Picture attached: Tidewater Pastorale on your wall");
    // A reference to the stored picture, not a second copy of it.
    expect(owner!.attachments).toEqual([
      { filename: fileName, contentType: "image/jpeg", source: "consultation_picture" },
    ]);

    expect(confirmation!.text).toContain(
      "We have also received the picture from our wall visualiser that you sent with your request",
    );
    // The description came from the visitor's browser: it is not repeated to the typed address.
    expect(confirmation!.text).not.toContain("Tidewater");
    expect(confirmation!.attachments.map((file) => file.filename)).toEqual([
      "consultation-request.ics",
    ]);
  });

  it("takes a PNG with transparency and a WebP, storing each as a JPEG", async () => {
    const png = await sharp({
      create: { width: 800, height: 600, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const webp = await sharp({
      create: { width: 640, height: 480, channels: 3, background: "#345" },
    })
      .webp()
      .toBuffer();
    for (const [bytes, name, type, email] of [
      [png, "wall.png", "image/png", "a@example.com"],
      [webp, "wall.webp", "image/webp", "b@example.com"],
    ] as const) {
      const state = await handleConsultationSubmission(
        withPicture(jpegFile(bytes, name, type), { email }),
        visitor,
      );
      expect(state.status).toBe("success");
    }
    const db = await getDb();
    const requests = await listConsultationRequests(db);
    expect(requests.map((r) => [r.picture?.fileName, r.picture?.width]).sort()).toEqual([
      ["wall.jpg", 640],
      ["wall.jpg", 800],
    ]);
    const fromPng = requests.find((r) => r.picture?.width === 800)!;
    const stored = (await getConsultationPicture(db, fromPng.id))!;
    const { data } = await sharp(stored.bytes).raw().toBuffer({ resolveWithObject: true });
    // Transparent became white, not black.
    expect(data[0]).toBeGreaterThan(240);
  });

  it("keeps an unusable description out and writes its own", async () => {
    await handleConsultationSubmission(
      withPicture(jpegFile(await cameraPhoto(400, 300)), {}, "Bcc: victim@example.com\r\nHi"),
      visitor,
    );
    const { request } = await storedRequest();
    expect(request.picture?.description).toBe("A picture from the wall visualiser");
  });

  it("refuses a file that is not a picture, storing nothing", async () => {
    const state = await handleConsultationSubmission(
      withPicture(new File(["%PDF-1.7 not a picture"], "wall.jpg", { type: "image/jpeg" })),
      visitor,
    );
    expect(state).toMatchObject({
      status: "error",
      toast: invalidFieldsToast,
      fieldErrors: { picture: fieldMessages.pictureUnreadable },
    });
    // The visitor's words stay in the form.
    expect(state.values.name).toBe("Jane Doe");
    await expectNothingStored();
  });

  it("refuses a file that starts like a JPEG but is not one", async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4_000, 7)]);
    const state = await handleConsultationSubmission(withPicture(jpegFile(fake)), visitor);
    expect(state.fieldErrors).toEqual({ picture: fieldMessages.pictureUnreadable });
    await expectNothingStored();
  });

  it("refuses a picture over 8 MB, storing nothing", async () => {
    const photo = await cameraPhoto(400, 300);
    const padded = Buffer.concat([photo, Buffer.alloc(8 * 1024 * 1024 + 1 - photo.length)]);
    const state = await handleConsultationSubmission(withPicture(jpegFile(padded)), visitor);
    expect(state).toMatchObject({
      status: "error",
      toast: invalidFieldsToast,
      fieldErrors: { picture: fieldMessages.pictureTooLarge },
    });
    expect(fieldMessages.pictureTooLarge).toBe(
      "This picture is larger than 8 MB, too large to send. Remove it to send your request without it.",
    );
    await expectNothingStored();
  });

  it("refuses a picture of more than 24 megapixels, however small its file", async () => {
    const huge = await sharp({
      create: { width: 6000, height: 4001, channels: 3, background: "#fff" },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(1_000_000);
    const state = await handleConsultationSubmission(
      withPicture(jpegFile(huge, "wall.png", "image/png")),
      visitor,
    );
    expect(state.fieldErrors).toEqual({ picture: fieldMessages.pictureTooManyPixels });
    await expectNothingStored();
  });

  it("reports the picture beside the fields' own problems", async () => {
    const state = await handleConsultationSubmission(
      withPicture(new File(["hello"], "note.txt", { type: "text/plain" }), { name: "" }),
      visitor,
    );
    expect(state.toast).toEqual(consultationRequiredToast);
    expect(state.fieldErrors).toEqual({
      name: fieldMessages.nameRequired,
      picture: fieldMessages.pictureUnreadable,
    });
  });

  it("refuses a second file, a file under another name, and any file on another form", async () => {
    const photo = jpegFile(await cameraPhoto(400, 300));
    const two = withPicture(photo);
    two.append("picture", photo);
    const elsewhere = consultationPost();
    elsewhere.append("attachment", photo);
    for (const post of [two, elsewhere]) {
      expect(await handleConsultationSubmission(post, visitor)).toMatchObject({
        status: "error",
        toast: bodyTooLargeToast,
      });
    }
    const contact = contactPost();
    contact.append("picture", photo);
    expect(await handleContactSubmission(contact, visitor)).toMatchObject({
      status: "error",
      toast: bodyTooLargeToast,
    });
    await expectNothingStored();
    expect(await rawCount(await getDb(), "contact_messages")).toBe(0);
  });

  it("stores one request and one picture for a double submit", async () => {
    const key = "4a3c1f0e-9b7d-4e2a-8c6b-1d0f2e3a4b5c";
    const photo = jpegFile(await cameraPhoto(800, 600));
    const [a, b] = await Promise.all([
      handleConsultationSubmission(withPicture(photo, { idempotencyKey: key }), visitor),
      handleConsultationSubmission(withPicture(photo, { idempotencyKey: key }), visitor),
    ]);
    expect([a.status, b.status]).toEqual(["success", "success"]);
    expect(a.reference).toBe(b.reference);
    const db = await getDb();
    expect(await rawCount(db, "consultation_requests")).toBe(1);
    expect(await rawCount(db, "consultation_pictures")).toBe(1);
    expect(await rawCount(db, "email_outbox")).toBe(2);
  });

  it("sends the owner the picture as an attachment through SMTP", async () => {
    sink = await startSmtpSink();
    env().setEnv({ SMTP_URL: sink.url });
    await handleConsultationSubmission(withPicture(jpegFile(await cameraPhoto())), visitor);
    const mails = await deliverSubmissionMail(sink, workers, clock.now);

    const { db, request } = await storedRequest();
    const stored = (await getConsultationPicture(db, request.id))!;
    const owner = parseMime(mails.find((m) => m.to.includes(testMail.owner))!.raw);
    expect(decodeHeader(owner.headers.get("subject"))).toMatch(/^New consultation request/);
    expect(findPart(owner, "text/plain")!.body).toContain(
      "Picture attached: Tidewater Pastorale on your wall",
    );
    const attached = findPart(owner, "image/jpeg")!;
    expect(attached.headers.get("content-disposition")).toContain(`filename=${fileName}`);
    expect(partBytes(attached).equals(stored.bytes)).toBe(true);
    expect(exifHasGps((await sharp(partBytes(attached)).metadata()).exif)).toBe(false);

    const confirmation = parseMime(mails.find((m) => m.to.includes("jane.doe@example.com"))!.raw);
    expect(
      flattenParts(confirmation).some((part) =>
        /image\//.test(part.headers.get("content-type") ?? ""),
      ),
    ).toBe(false);
  });

  it("does not send the owner's e-mail once the picture is gone", async () => {
    await handleConsultationSubmission(withPicture(jpegFile(await cameraPhoto(400, 300))), visitor);
    const { db, request } = await storedRequest();
    await db.execute(sql`delete from consultation_pictures`);
    const sent: string[] = [];
    const worker = createOutboxWorker({
      database: getDb,
      now: clock.now,
      send: async (email) => {
        sent.push(email.subject);
        return { ok: true, messageId: `<${email.id}@test>`, via: "smtp" };
      },
    });
    expect(await worker.runOnce()).toMatchObject({ sent: 1, failed: 1 });
    const [owner] = await listOutboxMessagesFor(db, "consultation", request.id);
    expect(await getOutboxMessage(db, owner!.id)).toMatchObject({
      status: "failed",
      lastError: "The request's picture no longer exists.",
    });
    expect(sent).toEqual(["Your consultation request with Alcove Wallcoverings"]);
  });

  it("is deleted with its request, from the inbox and by the retention rule", async () => {
    const photo = await cameraPhoto(400, 300);
    await handleConsultationSubmission(withPicture(jpegFile(photo)), visitor);
    clock.advance(60_000);
    await handleConsultationSubmission(
      withPicture(jpegFile(photo), { email: "second@example.com" }),
      visitor,
    );
    const db = await getDb();
    const [newer, older] = await listConsultationRequests(db);
    expect(await rawCount(db, "consultation_pictures")).toBe(2);

    expect(await removeRequest(db, { type: "consultation", id: newer!.id })).toMatchObject({
      ok: true,
    });
    expect(await getConsultationPicture(db, newer!.id)).toBeUndefined();
    expect(await rawCount(db, "consultation_pictures")).toBe(1);

    await db.execute(sql`update consultation_requests set status = 'done'`);
    expect(await deleteDoneRequestsBefore(db, new Date("2025-03-11T00:00:00Z"))).toBe(1);
    expect(await getConsultationPicture(db, older!.id)).toBeUndefined();
    expect(await rawCount(db, "consultation_pictures")).toBe(0);
    expect(await rawCount(db, "email_outbox")).toBe(0);
  });
});

describe(`the picture in the owner's inbox (${driver})`, () => {
  async function twoRequests() {
    await handleConsultationSubmission(
      withPicture(jpegFile(await cameraPhoto(1200, 900))),
      visitor,
    );
    clock.advance(60_000);
    await handleConsultationSubmission(consultationPost({ email: "plain@example.com" }), visitor);
    clock.advance(60_000);
    await handleContactSubmission(contactPost(), visitor);
    const db = await getDb();
    const [plain, pictured] = await listConsultationRequests(db);
    return { db, pictured: pictured!, plain: plain! };
  }

  it("marks it in the list and the export, and describes it on the request", async () => {
    const { db, pictured, plain } = await twoRequests();
    const { items } = await listInbox(db, { limit: 10, offset: 0 });
    expect(items.map((item) => [item.type, item.hasPicture])).toEqual([
      ["contact", false],
      ["consultation", false],
      ["consultation", true],
    ]);
    const csv = inboxCsv(items).slice(1).trimEnd().split("\r\n");
    expect(csv[0]).toContain(",Samples,Picture,Message,");
    expect(csv[1]).toContain(",,,");
    expect(csv[2]).toContain(`,10:00 AM,,no,`);
    expect(csv[3]).toContain(`,10:00 AM,,yes,`);
    // Whether, never what: no picture data in the spreadsheet.
    expect(csv.join("\n")).not.toMatch(/Tidewater|base64|\/9j\//);

    const detail = await getRequestDetail(db, "consultation", pictured.id);
    expect(detail?.type === "consultation" && detail.request.picture).toMatchObject({
      description,
      width: 900,
      height: 1200,
    });
    const without = await getRequestDetail(db, "consultation", plain.id);
    expect(without?.type === "consultation" && without.request.picture).toBeNull();
  });

  it("serves it to the signed-in owner only, never cached", async () => {
    env().setEnv({ ADMIN_PASSWORD_HASH: passwordHash });
    const { db, pictured, plain } = await twoRequests();
    const ask = (token: string | undefined, id = pictured.id, type = "consultation") =>
      adminPictureResponse(db, { token, now: clock.now(), type, id });

    for (const token of [undefined, "not-a-session"]) {
      const refused = await ask(token);
      expect(refused.status).toBe(303);
      expect(refused.headers.get("location")).toBe("/admin/sign-in");
      expect(refused.headers.get("cache-control")).toBe("private, no-store");
      expect((await refused.arrayBuffer()).byteLength).toBe(0);
    }

    const token = await createSession(db, clock.now());
    const answer = await ask(token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("image/jpeg");
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    expect(answer.headers.get("content-disposition")).toBe(`inline; filename="${fileName}"`);
    const bytes = Buffer.from(await answer.arrayBuffer());
    expect(bytes.equals((await getConsultationPicture(db, pictured.id))!.bytes)).toBe(true);

    expect((await ask(token, plain.id)).status).toBe(404);
    expect((await ask(token, pictured.id, "contact")).status).toBe(404);
    expect((await ask(token, "../../etc/passwd")).status).toBe(404);

    // Without an inbox password nothing is served, whatever the cookie.
    env().setEnv({ ADMIN_PASSWORD_HASH: undefined });
    expect((await ask(token)).status).toBe(303);
  });
});
