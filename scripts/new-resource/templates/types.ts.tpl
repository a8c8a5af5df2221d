/**
 * One {{enShowLower}}, as `GET {{listPath}}` answers it (the generator's starting shape:
 * make it the backend's, here and in sandbox/modules/{{name}}.ts).
 */
export interface {{Type}} {
  [key: string]: unknown;
  id: number;
  title: string;
  status: {{Type}}Status;
  /** ISO-8601 instant. */
  created_at: string;
}

export const {{STATUSES}} = ['active', 'archived'] as const;
export type {{Type}}Status = (typeof {{STATUSES}})[number];
