/** Form posts as a browser would send them. */
export const consultationDefaults: Record<string, string> = {
  name: "Jane Doe",
  email: "jane.doe@example.com",
  phone: "+1 (305) 555-0100",
  preferredDate: "2025-03-20",
  preferredTime: "10:00 AM",
  message: "We are redoing the dining room <and> the hallway.\r\nSomething with birds?",
  productName: "",
  page: "/consultation",
  landingPage: "/?utm_source=houzz&utm_campaign=spring",
  utm: JSON.stringify({ utm_source: "houzz", utm_campaign: "spring" }),
  website: "",
};

export const contactDefaults: Record<string, string> = {
  name: "Sam Rivera",
  email: "sam.rivera@example.com",
  phone: "",
  message: "Do you carry blue grasscloth?\r\nThank you.",
  page: "/contact",
  landingPage: "/contact",
  utm: "",
  website: "",
};

export function formData(fields: Record<string, string | undefined>): FormData {
  const data = new FormData();
  // What Next.js adds to an action post; the handler must ignore it.
  data.append("$ACTION_ID_0123456789abcdef", "");
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) data.append(name, value);
  }
  return data;
}

export function consultationPost(overrides: Record<string, string | undefined> = {}): FormData {
  return formData({ ...consultationDefaults, ...overrides });
}

export function contactPost(overrides: Record<string, string | undefined> = {}): FormData {
  return formData({ ...contactDefaults, ...overrides });
}

export const sampleRequestDefaults: Record<string, string> = {
  name: "Elena Marquez",
  email: "elena.marquez@example.com",
  street: "1200 Alhambra Circle, Apt 4",
  city: "Coral Gables",
  state: "FL",
  zip: "33134-1234",
  page: "/checkout",
  landingPage: "/samples",
  utm: "",
  website: "",
};

/** A checkout post; `currentRun` ticks those lines' "current run" boxes. */
export function sampleRequestPost(
  overrides: Record<string, string | undefined> = {},
  currentRun: string[] = [],
): FormData {
  const data = formData({ ...sampleRequestDefaults, ...overrides });
  for (const id of currentRun) data.append("currentRun", id);
  return data;
}
