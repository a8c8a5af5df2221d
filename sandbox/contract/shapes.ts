import { z } from 'zod';

/** The one error shape of every refusal (sandbox/http.ts): `key` names a known case, `right` a missing right (403). */
export const errorShape = z
  .object({ message: z.string(), key: z.string().optional(), right: z.string().optional() })
  .meta({ id: 'Error', description: 'Every refusal: the message is for logs; the app shows its own text for a known key.' });

/** Texts the services give per language; `ru` always. */
export const texts = z.looseObject({ ru: z.string(), kz: z.string().optional(), en: z.string().optional() });

export const id = z.union([z.string(), z.number()]);
export const when = z.string().meta({ format: 'date-time' });
export const whenOrNull = when.nullable();
export const money = z.number();
export const tokenPair = z.looseObject({ access_token: z.string(), refresh_token: z.string() });
export const category = z.looseObject({ slug: z.string(), title: texts });
export const skus = z.object({ skus: z.array(z.string()).min(1) });
export const empty = z.looseObject({});
