import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { Order, OrderPickupPoint } from '../orders-api';
import { testLine, testOrder } from '../test-orders';
import { createAppError } from '../../../providers/http/normalize-error';
import { inAppFrame } from '../../../tests/setup/in-app';
import { setupTestI18n } from '../../../tests/setup/i18n-test';
import { commonTexts } from '../../../src/controls/common-texts';
import { ordersTexts } from '../texts';

/** Shared fixtures of the order-actions component tests (orders, points, the app frame). */
export function setupActionsI18n(lng: 'ru' | 'en' = 'ru') {
  return setupTestI18n([commonTexts, ordersTexts], lng);
}

export const product = testLine;

export function makeOrder(extra: Partial<Order> = {}): Order {
  return testOrder({
    _id: 'a1b2c3', products: [product('S1', 2), product('S2', 1)], products_count: 3, created_at: '2025-01-01T10:00:00Z',
    end_at: '2025-01-03T10:00:00Z', max_confirm_time: '2025-01-01T12:00:00Z', max_assembly_time: '2025-01-01T18:00:00Z',
    pickup_point_id: 'P1', total_price: 3000, total_commission: 0, ...extra,
  });
}

export function point(id: string, name: string, active = true): OrderPickupPoint {
  return {
    store_id: id, name, is_active: active, address: { street: 'улица Абая', house: '1', apartment: '', floor: '' },
    contact: { info: '', phone: '' }, schedule: [],
  };
}

export const POINTS = [point('P1', 'Склад Самал'), point('P2', 'Пункт Есиль'), point('P3', 'Старый склад', false)];

export const locked = () => createAppError({ statusCode: 423, key: 'errors.locked', message: 'order is locked', serverMessage: 'order is locked' });
export const badRequest = (message: string, key = 'errors.bad_request') =>
  createAppError({ statusCode: 400, key, message, serverMessage: message });

/** The app's frame around an order part: the orders resource is known to Refine (its refresh invalidates it). */
export const inApp = (ui: ReactNode) => inAppFrame(ui, [{ name: 'orders', list: '/orders', show: '/orders/:id' }]);

/** Resolves after `ms` in real time (jsdom antd renders need a moment between steps). */
export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

export type ApiMock = { [K in 'decide' | 'setPackagesCount' | 'setPickupPoint' | 'stickers' | 'act' | 'pickupPoints']: ReturnType<typeof vi.fn> };
