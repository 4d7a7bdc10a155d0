import { describe, expect, it } from "vitest";

import { formDataSize } from "./form-data-size";
import { receivedPicture, sniffPictureType, storedPictureFileName } from "./picture";

describe("sniffPictureType", () => {
  it("reads the type from the first bytes, whatever the file claims", () => {
    expect(sniffPictureType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe1, 0, 0]))).toBe("image/jpeg");
    expect(
      sniffPictureType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
    ).toBe("image/png");
    expect(sniffPictureType(new TextEncoder().encode("RIFF\u0001\u0002\u0003\u0004WEBPVP8 "))).toBe(
      "image/webp",
    );
    for (const other of ["GIF89a", "%PDF-1.7", "RIFF....WAVE", "<svg>", ""]) {
      expect(sniffPictureType(new TextEncoder().encode(other))).toBeUndefined();
    }
  });
});

describe("storedPictureFileName", () => {
  it("keeps a readable name, always a .jpg, safe in a header", () => {
    expect(storedPictureFileName("tidewater-pastorale-on-your-wall.jpg")).toBe(
      "tidewater-pastorale-on-your-wall.jpg",
    );
    expect(storedPictureFileName("C:\\Users\\ana\\IMG 2041 (copy).PNG")).toBe("img-2041-copy.jpg");
    expect(storedPictureFileName('Salon "Vert"; é.webp')).toBe("salon-vert-e.jpg");
    expect(storedPictureFileName("../../.jpg")).toBe("wall-picture.jpg");
    expect(storedPictureFileName("x".repeat(300))).toHaveLength(84);
  });
});

describe("receivedPicture", () => {
  it("takes the picture field's file, and ignores an empty file input", () => {
    const form = new FormData();
    form.append("picture", new File([], ""));
    expect(receivedPicture(form)).toBeUndefined();
    form.set("picture", new File(["x"], "wall.jpg"));
    form.set("pictureDescription", "  Tidewater   Pastorale on your wall ");
    expect(receivedPicture(form)).toMatchObject({
      fileName: "wall.jpg",
      description: "Tidewater Pastorale on your wall",
    });
    for (const broken of ["", "\u200b", "A\nB", "\u202eevil", "x".repeat(201)]) {
      form.set("pictureDescription", broken);
      expect(receivedPicture(form)?.description).toBe("A picture from the wall visualiser");
    }
  });
});

describe("formDataSize", () => {
  const form = (...files: [string, File][]) => {
    const data = new FormData();
    data.append("name", "Ana");
    for (const [name, file] of files) data.append(name, file);
    return data;
  };
  const file = (size: number) => new File([new Uint8Array(size)], "wall.jpg");

  it("refuses every file, unless it is the one picture the form takes", () => {
    expect(formDataSize(form(["picture", file(100)]))).toMatchObject({ refusedFile: true });
    const accepted = formDataSize(form(["picture", file(5_000_000)]), "picture");
    expect(accepted.refusedFile).toBe(false);
    // The picture has a limit of its own; the form's text is what is measured here.
    expect(accepted.bytes).toBeLessThan(300);
    expect(
      formDataSize(form(["picture", file(10)], ["picture", file(10)]), "picture").refusedFile,
    ).toBe(true);
    expect(formDataSize(form(["other", file(10)]), "picture").refusedFile).toBe(true);
  });
});
