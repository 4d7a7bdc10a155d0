/**
 * Every text the two forms show in a toast or next to a field, word for word as in
 * docs/product.md, 3.3 Consultation and contact forms. The client and the Server Action import
 * them from here so they never drift apart.
 */
import { site } from "@/content/site";
import { maxPictureBytes, maxPicturePixels } from "@/lib/consultation/picture-rules";

import type { FormToast } from "./form-state";

export const consultationRequiredToast = {
  title: "Please fill in required fields",
  description: "Name, email, and preferred date are required.",
  tone: "destructive",
} as const satisfies FormToast;

export const consultationSuccessToast = {
  title: "Consultation Booked!",
  description: "We'll contact you soon to confirm your appointment.",
  tone: "success",
} as const satisfies FormToast;

export const consultationFailureToast = {
  title: "Error",
  description: "Failed to send consultation request. Please try again.",
  tone: "destructive",
} as const satisfies FormToast;

export const contactRequiredToast = {
  title: "Please fill in required fields",
  description: "Name, email, and message are required.",
  tone: "destructive",
} as const satisfies FormToast;

export const contactSuccessToast = {
  title: "Message Sent!",
  description: `Thank you for contacting us. We'll get back to you ${site.replyPromise}.`,
  tone: "success",
} as const satisfies FormToast;

export const contactFailureToast = {
  title: "Error",
  description: "Failed to send message. Please try again.",
  tone: "destructive",
} as const satisfies FormToast;

/** Every required field is there, but something is malformed (a bad phone, a past date). */
export const invalidFieldsToast = {
  title: "Please check the highlighted fields",
  description: "A detail needs a small correction before we can send it.",
  tone: "destructive",
} as const satisfies FormToast;

export const bodyTooLargeToast = {
  title: "Error",
  description: "Your message is too long to send. Please shorten it and try again.",
  tone: "destructive",
} as const satisfies FormToast;

export function tooManyRequestsMessage(minutes: number): string {
  const n = Math.max(1, Math.ceil(minutes));
  return `Too many requests, please try again in ${n} ${n === 1 ? "minute" : "minutes"}.`;
}

export function tooManyRequestsToast(minutes: number): FormToast {
  return { title: "Error", description: tooManyRequestsMessage(minutes), tone: "destructive" };
}

export const fieldMessages = {
  nameRequired: "Please enter your name.",
  nameTooLong: "Please keep your name under 100 characters.",
  emailRequired: "Please enter your e-mail address.",
  emailInvalid: "Please enter a valid e-mail address.",
  phoneInvalid: "Please enter a phone number using digits and + ( ) - . only.",
  phoneTooLong: "Please keep the phone number under 30 characters.",
  singleLine: "Please remove line breaks and special characters.",
  messageRequired: "Please enter your message.",
  messageTooLong: "Please keep your message under 5,000 characters.",
  messageCharacters: "Please remove special characters from your message.",
  /** Bidirectional controls: invisible, yet they reorder how the text is displayed. */
  hiddenCharacters: "Please remove the hidden formatting characters.",
  dateRequired: "Please choose a preferred date.",
  dateInvalid: "Please choose a valid date.",
  datePast: "Please choose today or a later date.",
  dateTooFar: "Please choose a date within the next year.",
  timeInvalid: "Please choose one of the listed times.",
  productTooLong: "The product name is too long.",
  streetRequired: "Please enter your street address.",
  streetTooLong: "Please keep the street address under 120 characters.",
  cityRequired: "Please enter your city.",
  cityTooLong: "Please keep the city under 60 characters.",
  stateInvalid: "Please choose a US state.",
  zipRequired: "Please enter your ZIP code.",
  zipInvalid: "Please enter a ZIP code like 33134 or 33134-1234.",
  pictureTooLarge: `This picture is larger than ${maxPictureBytes / 1024 ** 2} MB, too large to send. Remove it to send your request without it.`,
  pictureUnreadable:
    "This file is not a picture we can open (JPEG, PNG or WebP). Remove it to send your request without it.",
  pictureTooManyPixels: `This picture has more than ${maxPicturePixels / 1_000_000} megapixels, too many to send. Remove it to send your request without it.`,
} as const;

/** What the consultation dialog says about a picture from the wall visualiser. */
export const pictureNotes = {
  attachFailed:
    "We could not attach the picture of your wall. You can still send your request, and show us the picture when we meet.",
  removed: "Picture removed. Your request will be sent without it.",
} as const;

export const sampleRequestRequiredToast = {
  title: "Please fill in required fields",
  description: "Name, email, street address, city and ZIP code are required.",
  tone: "destructive",
} as const satisfies FormToast;

export const sampleRequestSuccessToast = {
  title: "Sample request sent",
  description: "We will confirm shipping by phone or e-mail before the samples leave the showroom.",
  tone: "success",
} as const satisfies FormToast;

export const sampleRequestFailureToast = {
  title: "Error",
  description: "Failed to send your sample request. Please try again.",
  tone: "destructive",
} as const satisfies FormToast;

export const sampleRequestEmptyToast = {
  title: "Your Cart is Empty",
  description: "Add at least one sample before placing your order.",
  tone: "destructive",
} as const satisfies FormToast;
