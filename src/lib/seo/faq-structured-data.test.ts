import { describe, expect, it } from "vitest";

import { faqs } from "@/content/faqs";

import { faqStructuredData } from "./faq-structured-data";

describe("faqStructuredData", () => {
  it("lists every question with its answer, word for word, as a FAQPage", () => {
    const data = faqStructuredData(faqs);
    expect(data["@type"]).toBe("FAQPage");
    const entities = data.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(entities).toHaveLength(10);
    entities.forEach((entity, index) => {
      expect(entity.name).toBe(faqs[index]?.question);
      expect(entity.acceptedAnswer.text).toBe(faqs[index]?.answer);
    });
  });
});
