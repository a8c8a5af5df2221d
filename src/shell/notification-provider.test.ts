import { describe, expect, it } from 'vitest';
import { isRefineDefaultError } from './notification-provider';

describe("Refine's own error toasts are dropped (the app says each failure once, translated)", () => {
  it.each([
    'orders-useList-notification',
    '7-orders-getOne-notification',
    '7-orders-notification',
    'create-orders-notification',
    'GET-notification',
  ])('%s is dropped', (key) => expect(isRefineDefaultError({ type: 'error', key })).toBe(true));

  it("keeps the app's own error toasts and every success toast", () => {
    expect(isRefineDefaultError({ type: 'error', key: 'order-change-7' })).toBe(false);
    expect(isRefineDefaultError({ type: 'error' })).toBe(false);
    expect(isRefineDefaultError({ type: 'success', key: '7-orders-notification' })).toBe(false);
  });
});
