import { pickupPointSeedOf, type PickupPoint } from '../seed/pickup-points';
import { perMerchant } from '../seed/seed-util';
import { SandboxError, readJsonObject } from '../http';
import type { SandboxModule } from '../types';
import { jsonRoute, pagingOf, rowsOf } from './list-query';
import { parsePickupPointBody, parseStoreIds } from './pickup-point-body';

/**
 * Pickup points (spec 3 §7, merchant-profile dialect). The list answers the bare array of
 * all the shop's points (a shop has a handful; `page`/`limit` are validated but the whole
 * list is returned, since the dialect reads total as the array's length); one point by store_id.
 *   POST {BASE}                 create; 409 pickup_point_exists when the store_id is taken
 *   PUT  {BASE}/{id}            edit; the store_id cannot change (400 pickup_point_store_id_immutable)
 *   PUT  {BASE}/{store_id}/enable | /disable   → the point
 *   PUT  {BULK}/enable | /disable  {store_ids} → {store_ids}   (designed: "path shape not shown";
 *        all or nothing, 404 naming the unknown ids). A path of its own: under {BASE} it would
 *        have the shape of the edit call `PUT {BASE}/{id}`, which is what `PUT {BASE}/disable` is.
 */
const BASE = '/merchant-profile/api/v1/profile/pickup-points';
const BULK = '/merchant-profile/api/v1/profile/pickup-points-bulk';
/** 404 with a key: the app re-reads its list (another tab or person removed the point). */
const refuseMissing = (message: string): never => {
  throw new SandboxError(404, message, 'pickup_point_not_found');
};

export const pickupPointsModule: SandboxModule = {
  name: 'pickup-points',
  seeds: { 'pickup-points': () => perMerchant(pickupPointSeedOf) },
  register(app, ctx) {
    const slice = () => ctx.store.slice<Record<string, PickupPoint[]>>('pickup-points');
    const points = (mid: string): PickupPoint[] => rowsOf<PickupPoint>(ctx.store, 'pickup-points', mid);
    const find = (mid: string, id: string) => points(mid).find((pp) => pp.store_id === id) ?? refuseMissing(`pickup point ${id} not found`);
    const setActive = (mid: string, ids: string[], active: boolean) => {
      const all = points(mid);
      const unknown = ids.filter((id) => !all.some((p) => p.store_id === id));
      if (unknown.length) refuseMissing(`pickup points not found: ${unknown.join(', ')}`);
      slice()[mid] = all.map((p) => (ids.includes(p.store_id) ? { ...p, is_active: active } : p));
      ctx.store.save();
    };

    app.get(BASE, ctx.requireMerchant, jsonRoute((c, p) => {
      pagingOf(p);
      return [...points(c.get('mid'))].sort((a, b) => a.priority - b.priority || a.store_id.localeCompare(b.store_id));
    }));

    for (const toggle of ['enable', 'disable'] as const) {
      app.put(`${BULK}/${toggle}`, ctx.requireMerchant, ctx.requireRight('pickup_points.manage'), async (c) => {
        const ids = parseStoreIds(await readJsonObject(c));
        setActive(c.get('mid'), ids, toggle === 'enable');
        return c.json({ store_ids: ids });
      });
      app.put(`${BASE}/:storeId/${toggle}`, ctx.requireMerchant, ctx.requireRight('pickup_points.manage'), (c) => {
        const mid = c.get('mid');
        const id = c.req.param('storeId');
        find(mid, id);
        setActive(mid, [id], toggle === 'enable');
        return c.json(find(mid, id));
      });
    }

    app.get(`${BASE}/:storeId`, ctx.requireMerchant, jsonRoute((c) => find(c.get('mid'), c.req.param('storeId') ?? '')));

    app.post(BASE, ctx.requireMerchant, ctx.requireRight('pickup_points.manage'), async (c) => {
      const mid = c.get('mid');
      const point = parsePickupPointBody(await readJsonObject(c));
      if (points(mid).some((p) => p.store_id.toLowerCase() === point.store_id.toLowerCase())) {
        throw new SandboxError(409, `A pickup point with store_id ${point.store_id} already exists`, 'pickup_point_exists');
      }
      slice()[mid] = [...points(mid), point];
      ctx.store.save();
      return c.json(point, 201);
    });

    app.put(`${BASE}/:storeId`, ctx.requireMerchant, ctx.requireRight('pickup_points.manage'), async (c) => {
      const mid = c.get('mid');
      const id = c.req.param('storeId');
      find(mid, id);
      const point = parsePickupPointBody(await readJsonObject(c));
      if (point.store_id !== id) throw new SandboxError(400, `store_id cannot change (was ${id})`, 'pickup_point_store_id_immutable');
      slice()[mid] = points(mid).map((p) => (p.store_id === id ? point : p));
      ctx.store.save();
      return c.json(point);
    });
  },
};
