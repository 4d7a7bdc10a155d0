import { describe, expect, it } from "vitest";

import { faqs as spanishFaqs } from "@/content/es/faqs";
import { faqs } from "@/content/faqs";

import { faqStructuredData } from "./faq-structured-data";

type Entity = { name: string; acceptedAnswer: { text: string } };

describe("faqStructuredData", () => {
  it("lists every question with its answer, word for word, as a FAQPage", () => {
    const data = faqStructuredData(faqs);
    expect(data["@type"]).toBe("FAQPage");
    expect(data.inLanguage).toBe("en-US");
    expect(data["@id"]).toMatch(/\/faqs#faq$/);
    const entities = data.mainEntity as Entity[];
    expect(entities).toHaveLength(10);
    entities.forEach((entity, index) => {
      expect(entity.name).toBe(faqs[index]?.question);
      expect(entity.acceptedAnswer.text).toBe(faqs[index]?.answer);
    });
  });

  it("gives the Spanish page its Spanish questions, language and address", () => {
    const data = faqStructuredData(spanishFaqs, "es");
    expect(data["@type"]).toBe("FAQPage");
    expect(data.inLanguage).toBe("es-US");
    expect(data["@id"]).toMatch(/\/es\/preguntas-frecuentes#faq$/);
    const entities = data.mainEntity as Entity[];
    expect(entities).toHaveLength(10);
    entities.forEach((entity, index) => {
      expect(entity.name).toBe(spanishFaqs[index]?.question);
      expect(entity.acceptedAnswer.text).toBe(spanishFaqs[index]?.answer);
    });
    expect(entities[0]?.name).toBe("¿Cómo consigo muestras de papel tapiz?");
  });
});
