import { afterEach, describe, expect, it } from "vitest";

import {
  hasConsultationPicture,
  offerConsultationPicture,
  takeConsultationPicture,
  type AttachedPicture,
} from "./attached-picture";
import { maxPictureBytes } from "./picture-rules";

const picture = (bytes: number, type = "image/jpeg"): AttachedPicture => ({
  blob: new Blob([new Uint8Array(bytes)], { type }),
  fileName: "tidewater-pastorale-on-your-wall.jpg",
  description: "Tidewater Pastorale on your wall",
});

afterEach(() => offerConsultationPicture(null));

describe("the picture handed to the consultation dialog", () => {
  it("is rendered only when the dialog asks, by the latest source offered", async () => {
    let renders = 0;
    const first = picture(10);
    const second = picture(20);
    offerConsultationPicture(async () => {
      renders += 1;
      return first;
    });
    offerConsultationPicture(async () => {
      renders += 1;
      return second;
    });
    expect(renders).toBe(0);
    expect(hasConsultationPicture()).toBe(true);
    expect(await takeConsultationPicture()).toEqual({ ok: true, picture: second });
    expect(renders).toBe(1);
  });

  it("comes back as not attached when none is offered, rendering fails or the server would refuse it", async () => {
    expect(hasConsultationPicture()).toBe(false);
    expect(await takeConsultationPicture()).toEqual({ ok: false });
    for (const source of [
      () => Promise.reject(new Error("no photo")),
      async () => picture(0),
      async () => picture(maxPictureBytes + 1),
      async () => picture(10, "image/heic"),
    ]) {
      offerConsultationPicture(source);
      expect(await takeConsultationPicture()).toEqual({ ok: false });
    }
    offerConsultationPicture(async () => picture(maxPictureBytes, ""));
    expect((await takeConsultationPicture()).ok).toBe(true);
  });
});
