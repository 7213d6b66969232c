/** Who a session belongs to. */
export type SessionKind = "attendee" | "admin";
