import { createDocumentsApi } from './documents-api';
import { http } from '../../providers/http/client';
import { session } from '../../providers/session';

export const documentsApi = createDocumentsApi(http);
export const DOCUMENTS_KEY = ['profile', 'documents'] as const;
export const countKey = (mid: string) => ['profile', 'documents', 'count', mid] as const;
export const currentMid = (): string => session.get().mid ?? '';
