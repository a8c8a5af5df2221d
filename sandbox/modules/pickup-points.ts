import { pickupPointsOf, type PickupPoint } from '../seed/pickup-points';
import { perMerchant } from '../seed/seed-util';
import type { SandboxModule } from '../types';
import { jsonRoute, notFound, pagingOf, rowsOf } from './list-query';

/**
 * Pickup points (spec 3 §7, merchant-profile dialect): the list answers the bare array of
 * all the shop's points (a shop has a handful; `page`/`limit` are validated but the whole
 * list is returned, since the dialect reads total as the array's length); one point by store_id.
 */
const BASE = '/merchant-profile/api/v1/profile/pickup-points';

export const pickupPointsModule: SandboxModule = {
  name: 'pickup-points',
  seeds: { 'pickup-points': () => perMerchant(pickupPointsOf) },
  register(app, ctx) {
    const points = (mid: string): PickupPoint[] => rowsOf<PickupPoint>(ctx.store, 'pickup-points', mid);

    app.get(BASE, ctx.requireMerchant, jsonRoute((c, p) => {
      pagingOf(p);
      return [...points(c.get('mid'))].sort((a, b) => a.priority - b.priority);
    }));

    app.get(`${BASE}/:storeId`, ctx.requireMerchant, jsonRoute((c) => {
      const point = points(c.get('mid')).find((pp) => pp.store_id === c.req.param('storeId'));
      return point ?? notFound('pickup point not found');
    }));
  },
};
