import { createSettingsApi } from '../../../providers/api/settings-api';
import { defineResource } from '../../../src/engine/descriptor';
import { LOAD_TYPES, UPLOAD_STATUSES, type UploadEvent } from './types';
import { UPLOAD_EVENT_TYPE, UPLOAD_EVENTS_PATH } from '../price-lists-api';

/**
 * Price-list upload events (spec 3 §2 History tab and event page, §7): the upload page's
 * history tab is this list (page 20, filters in the URL) and each event opens at
 * /products/upload/events/{id}. Fixed query: event_type=merchant_gateway.upload; the default
 * sort gives sort_key=created_at&sort_dir=desc. The upload page's menu entry is a page
 * (src/shell/menu-pages.ts), so this resource has none.
 */
export const uploadEvents = defineResource<UploadEvent>({
  name: 'upload-events',
  route: '/products/upload/history',
  showRoute: '/products/upload/events',
  access: ['ACTIVE', 'ON_CHECK'],
  backend: {
    service: 'audit',
    dialect: 'audit-v1',
    listPath: UPLOAD_EVENTS_PATH,
    onePath: (id) => `${UPLOAD_EVENTS_PATH}/${encodeURIComponent(id)}`,
    fixedQuery: { event_type: UPLOAD_EVENT_TYPE },
  },
  pages: ['list', 'show'],
  list: {
    pageSize: 20,
    defaultSort: { field: 'created_at', order: 'desc' },
    filters: [
      { kind: 'date', field: 'updated_at_short' },
      { kind: 'singleSelect', field: 'load_type', options: LOAD_TYPES.map((value) => ({ value, labelKey: `upload-events.loadTypes.${value}` })) },
      { kind: 'multiSelect', field: 'status', options: UPLOAD_STATUSES.map((value) => ({ value, labelKey: `upload-events.statuses.${value}` })) },
    ],
    // The side guide's progress (the user config) goes out with the list, in the first wave.
    prefetch: ({ http }) => [createSettingsApi(http).getConfig()],
    // While an upload is processing, the history re-reads itself until it settles.
    refresh: { while: (rows) => rows.some((r) => r.status === 'processing'), everyMs: 2000 },
  },
  titles: {
    ru: { list: 'История загрузок', show: 'Загрузка прайс-листа' },
    kz: { list: 'Жүктеу тарихы', show: 'Баға парағын жүктеу' },
    en: { list: 'Upload history', show: 'Price list upload' },
  },
  screens: {
    list: () => import('../history-screen'),
    show: () => import('../event-screen'),
  },
  parts: () => import('./parts'),
});
