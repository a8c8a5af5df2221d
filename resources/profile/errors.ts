import type { ErrorCatalogue } from '../../providers/http/error-catalogue';

export const documentErrors: ErrorCatalogue = [];
