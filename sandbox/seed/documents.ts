import { SEED_DATE } from './random';
import { seedProfiles } from './profiles';

/** A shop document as the documents list answers it (spec 1 §3 gives id, link, name; the rest is ours). */
export interface ShopDocumentRecord {
  id: string;
  name: string;
  link: string;
  /** ISO instant of the upload. */
  created_at: string;
  size: number;
  content_type: string;
}

export const DOCUMENTS_SLICE = 'documents';

/** Each shop starts with the documents of its profile (the registration's offer, application, questionnaire). */
export function seedDocuments(): Record<string, ShopDocumentRecord[]> {
  const out: Record<string, ShopDocumentRecord[]> = {};
  for (const [mid, profile] of Object.entries(seedProfiles())) {
    out[mid] = profile.doc.map((doc, i) => ({
      ...doc,
      created_at: new Date(Math.min(Date.parse(profile.created) + (i + 1) * 3_600_000, SEED_DATE.getTime())).toISOString(),
      size: 1024 + i * 256,
      content_type: 'application/pdf',
    }));
  }
  return out;
}
