import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../orders-api';
import { testOrder } from '../test-orders';

const ordersApi = vi.hoisted(() => ({ decide: vi.fn(), setPackagesCount: vi.fn(), setPickupPoint: vi.fn() }));
vi.mock('../orders-services', () => ({ ordersApi }));
const { acceptAndReadyOne } = await import('./bulk-calls');

const signal = new AbortController().signal;
const solutions = () => ordersApi.decide.mock.calls.map((c) => (c[1] as { solution: string }).solution);

describe('accept and ready in one run ("Принять и подготовить")', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    ordersApi.setPackagesCount.mockResolvedValue(undefined);
  });

  it('accepts, then sends the package count and the assembled decision, in that order', async () => {
    const order = testOrder({ id: '101', status: 'waiting_confirmation' });
    ordersApi.decide.mockImplementation(async (_id: string, body: { solution: string }) => ({ ...order, status: body.solution === 'accept' ? 'on_assembly' : 'assembled' }));
    const done = await acceptAndReadyOne(order, undefined, 2, new Map(), signal);
    expect(done.status).toBe('assembled');
    expect(solutions()).toEqual(['accept', 'assembled']);
    expect(ordersApi.setPackagesCount).toHaveBeenCalledWith('101', 2);
  });

  it('an order that failed at the second step is not accepted again by the retry', async () => {
    const order = testOrder({ id: '102', status: 'waiting_confirmation' });
    const accepted = new Map<string, Order>();
    ordersApi.decide.mockImplementation(async (_id: string, body: { solution: string }) => ({ ...order, status: body.solution === 'accept' ? 'on_assembly' : 'assembled' }));
    ordersApi.setPackagesCount.mockRejectedValueOnce(new Error('503'));
    await expect(acceptAndReadyOne(order, undefined, 1, accepted, signal)).rejects.toThrow('503');
    expect(accepted.get('102')?.status).toBe('on_assembly');
    await acceptAndReadyOne(order, undefined, 1, accepted, signal);
    expect(solutions()).toEqual(['accept', 'assembled']);
  });

  it('an accept refused stops the order there: no package count, no ready', async () => {
    const order = testOrder({ id: '103', status: 'waiting_confirmation' });
    ordersApi.decide.mockRejectedValueOnce(new Error('409'));
    await expect(acceptAndReadyOne(order, undefined, 1, new Map(), signal)).rejects.toThrow('409');
    expect(ordersApi.setPackagesCount).not.toHaveBeenCalled();
  });
});
