import type { DeliveryState, RequestStatus, RequestType } from "./inbox-filters";

/** One request in the owner's inbox, whatever its kind: the list, the CSV export. */
export type InboxItem = {
  type: RequestType;
  id: string;
  name: string;
  email: string;
  phone: string | null;
  status: RequestStatus;
  createdAt: Date;
  /** Consultations: the day asked for (YYYY-MM-DD) and the time slot. */
  preferredDate: string | null;
  preferredTime: string | null;
  /** Sample requests: how many samples. */
  sampleCount: number | null;
  message: string | null;
  ownerNote: string | null;
  /** Consultations: a picture from the wall visualiser came with it. */
  hasPicture?: boolean;
  delivery: DeliveryState;
};
