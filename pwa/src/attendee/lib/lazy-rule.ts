/** An rc-field-form rule (antd-mobile Form), as `zodRule` and `issuesRule` make them. */
export type FieldRule = { validator: (rule: unknown, value: unknown) => Promise<void> };

/**
 * A rule loaded on its first check: a page in the first download (login) checks its fields with the
 * shared schemas without downloading zod before the visitor types.
 */
export function lazyRule(load: () => Promise<FieldRule>): FieldRule {
  return { validator: async (rule, value) => (await load()).validator(rule, value) };
}
