/** Every back-office query key starts here, so signing out can drop them all at once. */
export const adminRootKey = ["admin"] as const;
