/** Who a session belongs to. */
export type SessionKind = "attendee" | "admin";

/** Who did something (audit log) or owns something (uploads). */
export type ActorKind = "attendee" | "admin" | "device" | "system" | "provider";
