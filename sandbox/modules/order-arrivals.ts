import { badRequest, notFound, readJsonObject } from '../http';
import type { Order } from '../seed/orders';
import type { SandboxModule } from '../types';

/**
 * Tests and demos: a new order arrives now (the new-order alerts of issue 16 watch for it).
 * POST /__sandbox/orders {mid?: 'm-1001'} → 201 the order: a copy of the shop's newest waiting
 * order (its products, point, payment) with a fresh number, created now and waiting
 * confirmation for 2 hours. 404 for a shop without orders.
 */
const HOUR = 3_600_000;

export const orderArrivalsModule: SandboxModule = {
  name: 'order-arrivals',
  register(app, ctx) {
    app.post('/__sandbox/orders', async (c) => {
      const body = await readJsonObject(c);
      if (body.mid !== undefined && typeof body.mid !== 'string') badRequest('mid must be a string');
      const mid = (body.mid as string | undefined) ?? 'm-1001';
      const all = ctx.store.slice<Record<string, Order[]>>('orders');
      const rows = all[mid];
      if (!rows?.length) notFound('no orders for this shop');
      const model = [...rows].reverse().find((o) => o.status === 'waiting_confirmation') ?? rows[rows.length - 1];
      const now = ctx.now().getTime();
      const taken = new Set(rows.map((o) => o.id));
      let number = Math.max(...rows.map((o) => Number(o.id) || 0)) + 1;
      while (taken.has(String(number))) number += 1;
      const order: Order = {
        ...structuredClone(model),
        _id: `${Math.floor(now / 1000).toString(16).padStart(8, '0')}${number.toString(16).padStart(16, '0').slice(-16)}`,
        id: String(number),
        status: 'waiting_confirmation',
        packages_count: 0,
        created_at: new Date(now).toISOString(),
        max_confirm_time: new Date(now + 2 * HOUR).toISOString(),
        max_assembly_time: new Date(now + 26 * HOUR).toISOString(),
        end_at: new Date(now + 72 * HOUR).toISOString(),
        courier_arrival_date: null,
        completed_time: null,
      };
      rows.push(order);
      ctx.store.save();
      return c.json(order, 201);
    });
  },
};
