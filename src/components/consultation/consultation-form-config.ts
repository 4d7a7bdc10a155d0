/**
 * What the consultation form needs from the server, as plain data. The client form must not
 * import the schema modules (they bring zod, which is loaded only when someone starts typing),
 * so server components build this and pass it down. Client code imports only the type.
 */
import { timeSlots } from "@/content/consultation";
import { site } from "@/content/site";
import {
  initialConsultationState,
  type ConsultationFormState,
} from "@/lib/forms/consultation-schema";
import { consultationFailureToast } from "@/lib/forms/form-messages";
import type { FormToast } from "@/lib/forms/form-state";

export type ConsultationFormConfig = {
  initialState: ConsultationFormState;
  timeSlots: readonly string[];
  /** The showroom's zone, which decides "today" for the date input. */
  timeZone: string;
  /** The line beside the submit button. */
  hoursNote: string;
  failureToast: FormToast;
};

export function consultationFormConfig(): ConsultationFormConfig {
  return {
    initialState: initialConsultationState,
    timeSlots,
    timeZone: site.timeZone,
    hoursNote: `${site.hours.weekdays}. ${site.hours.weekend}. We confirm every booking personally.`,
    failureToast: consultationFailureToast,
  };
}
