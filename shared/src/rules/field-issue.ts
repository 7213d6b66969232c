/**
 * A rule's finding about one field: `code` is a message id from `validationIds`, `params` fill its
 * placeholders. The server answers them as VALIDATION_FAILED fields; the PWA shows them at the field.
 */
export type FieldIssue = { path: string; code: string; params?: Record<string, string | number> };
