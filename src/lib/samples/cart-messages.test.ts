import { describe, expect, it } from "vitest";

import {
  cartNoticeToast,
  cartNotices,
  checkoutNoticeHref,
  droppedSampleNotice,
  isCartNotice,
} from "./cart-messages";

describe("cart notices in English", () => {
  it("keeps the words the site has always shown", () => {
    expect(cartNoticeToast("added", "Fronds")).toEqual({
      title: "Sample added",
      description: "Fronds is in your samples.",
      tone: "success",
    });
    expect(cartNoticeToast("already", "Fronds", "en")).toEqual({
      title: "Already in your samples",
      description: "Fronds is already in your samples; one cutting of each is plenty.",
      tone: "success",
    });
    expect(cartNoticeToast("full", "Fronds")).toEqual({
      title: "Up to 10 samples per request",
      description:
        "Your request already holds 10 samples. Remove one to add another, or place this order and start a new one.",
      tone: "destructive",
    });
    expect(cartNoticeToast("removed")).toEqual({
      title: "Sample removed",
      description: "The sample was removed from your samples.",
      tone: "success",
    });
    expect(cartNoticeToast("unavailable")).toEqual({
      title: "Not available as a sample",
      description: "This wallpaper is no longer in our catalogue, so it cannot be sampled.",
      tone: "destructive",
    });
    expect(droppedSampleNotice()).toEqual({
      title: "A sample was removed",
      description:
        "One of the wallpapers in your samples is no longer in our catalogue, so we took it out of your request.",
      tone: "destructive",
    });
  });

  it("lands on the English cart", () => {
    expect(checkoutNoticeHref("added", 1001)).toBe("/checkout?notice=added&product=1001");
    expect(checkoutNoticeHref("unavailable", undefined, "en")).toBe("/checkout?notice=unavailable");
  });
});

describe("cart notices in Spanish", () => {
  it("says what happened, with the product's English name", () => {
    expect(cartNoticeToast("added", "Fronds", "es")).toEqual({
      title: "Muestra agregada",
      description: "Fronds se agregó a sus muestras.",
      tone: "success",
    });
    expect(cartNoticeToast("already", "Fronds", "es")).toEqual({
      title: "Ya está en sus muestras",
      description: "Fronds ya está en sus muestras; un corte de cada uno es suficiente.",
      tone: "success",
    });
    expect(cartNoticeToast("full", "Fronds", "es")).toEqual({
      title: "Hasta 10 muestras por solicitud",
      description:
        "Su solicitud ya tiene 10 muestras. Elimine una para agregar otra, o realice este pedido y comience uno nuevo.",
      tone: "destructive",
    });
    expect(cartNoticeToast("removed", "Fronds", "es")).toEqual({
      title: "Muestra eliminada",
      description: "Fronds se eliminó de sus muestras.",
      tone: "success",
    });
    expect(cartNoticeToast("removed", undefined, "es").description).toBe(
      "La muestra se eliminó de sus muestras.",
    );
    expect(cartNoticeToast("unavailable", undefined, "es")).toEqual({
      title: "No disponible como muestra",
      description:
        "Este papel tapiz ya no está en nuestro catálogo, así que no se puede pedir una muestra.",
      tone: "destructive",
    });
    expect(droppedSampleNotice("es").title).toBe("Se eliminó una muestra");
  });

  it("has a Spanish text for every notice, different from the English one", () => {
    for (const notice of cartNotices) {
      const english = cartNoticeToast(notice, "Fronds", "en");
      const spanish = cartNoticeToast(notice, "Fronds", "es");
      expect(spanish.tone).toBe(english.tone);
      expect(spanish.title).not.toBe(english.title);
      expect(spanish.description).not.toBe(english.description);
    }
  });

  it("lands on the Spanish cart after a post without JavaScript", () => {
    expect(checkoutNoticeHref("added", 1001, "es")).toBe(
      "/es/finalizar-pedido?notice=added&product=1001",
    );
    expect(checkoutNoticeHref("removed", 2004, "es")).toBe(
      "/es/finalizar-pedido?notice=removed&product=2004",
    );
  });

  it("reads only known notices from the address", () => {
    expect(isCartNotice("added")).toBe(true);
    expect(isCartNotice("agregada")).toBe(false);
    expect(isCartNotice(["added"])).toBe(false);
  });
});
