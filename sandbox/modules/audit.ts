import {
  HISTORY_ENTITY_TYPES, HISTORY_EVENT_TYPES, historyEventsOf, UPLOAD_EVENT_TYPE, UPLOAD_STATUSES, uploadEventsOf,
  type HistoryEvent, type UploadEvent,
} from '../seed/audit';
import { localDay, perMerchant } from '../seed/seed-util';
import type { SandboxModule } from '../types';
import { settleDue } from './price-list-settle';
import { dayParam, enumParam, jsonRoute, keyDirSort, notFound, pageOf, pagingOf, repeatedEnum, rowsOf, sortRows } from './list-query';

/**
 * The audit service (keyDir sort `sort_key=created_at&sort_dir=asc|desc`, default desc;
 * repeated arrays; answers {events, total}):
 * - v2: order history; `entity_id` (order number), `status` success|error, repeated
 *   `event_type` and `entity_type`.
 * - v1: price-list upload events; repeated `status`, `updated_at_short` (local day of
 *   meta.updated_at), `load_type`, `event_type` (only merchant_gateway.upload); one event by id.
 */
const SORT_KEYS = ['created_at'] as const;
const NEWEST_FIRST = { key: 'created_at', desc: true } as const;

export const auditModule: SandboxModule = {
  name: 'audit',
  seeds: {
    'audit-history': () => perMerchant(historyEventsOf),
    'audit-uploads': () => perMerchant(uploadEventsOf),
  },
  register(app, ctx) {
    app.get('/audit/api/v2/merchants/events', ctx.requireMerchant, jsonRoute((c, p) => {
      const paging = pagingOf(p);
      const entityId = p.one('entity_id');
      const status = enumParam(p, 'status', ['success', 'error'] as const);
      const eventTypes = repeatedEnum(p, 'event_type', HISTORY_EVENT_TYPES);
      const entityTypes = repeatedEnum(p, 'entity_type', HISTORY_ENTITY_TYPES);
      const sort = keyDirSort(p, 'sort_key', 'sort_dir', SORT_KEYS, NEWEST_FIRST);
      const rows = rowsOf<HistoryEvent>(ctx.store, 'audit-history', c.get('mid')).filter(
        (e) =>
          (entityId === undefined || e.entity_id === entityId) &&
          (status === undefined || e.status === status) &&
          (!eventTypes || eventTypes.includes(e.event_type)) &&
          (!entityTypes || entityTypes.includes(e.entity_type)),
      );
      const sorted = sortRows(rows, (e) => e[sort.key], sort.desc, (e) => e.id);
      return { events: pageOf(sorted, paging), total: sorted.length };
    }));

    // Uploads whose processing time has come settle before they are read (price-list-settle.ts).
    const uploads = (mid: string): UploadEvent[] => {
      settleDue(ctx.store, ctx.now().getTime());
      return rowsOf<UploadEvent>(ctx.store, 'audit-uploads', mid);
    };

    app.get('/audit/api/v1/merchants/events', ctx.requireMerchant, jsonRoute((c, p) => {
      const paging = pagingOf(p);
      const statuses = repeatedEnum(p, 'status', UPLOAD_STATUSES);
      const day = dayParam(p, 'updated_at_short');
      const loadType = enumParam(p, 'load_type', ['auto', 'manual'] as const);
      enumParam(p, 'event_type', [UPLOAD_EVENT_TYPE]);
      const sort = keyDirSort(p, 'sort_key', 'sort_dir', SORT_KEYS, NEWEST_FIRST);
      const rows = uploads(c.get('mid')).filter(
        (e) =>
          (!statuses || statuses.includes(e.status)) &&
          (day === undefined || localDay(e.meta.updated_at) === day) &&
          (loadType === undefined || e.meta.load_type === loadType),
      );
      const sorted = sortRows(rows, (e) => e[sort.key], sort.desc, (e) => e.id);
      return { events: pageOf(sorted, paging), total: sorted.length };
    }));

    app.get('/audit/api/v1/merchants/events/:id', ctx.requireMerchant, jsonRoute((c) => {
      return uploads(c.get('mid')).find((e) => e.id === c.req.param('id')) ?? notFound('event not found');
    }));
  },
};
