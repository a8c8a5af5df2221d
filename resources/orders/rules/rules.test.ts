import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canConfirmCount, clampStep, maxPackages, packageCountError, sanitizeCount, stepperRange, type EditableLine } from './package-count';
import { allRemoved, cancelEditing, canEditProducts, canChangePickupPoint, removeLine, restoreLine, setQuantity } from './product-editing';
import { ACCEPT_ALL_REMOVED_KEY, acceptBody, assembledBody, cancelProductsBody, canReject, rejectBody } from './payloads';
import { earningsOf, isFreeDelivery } from './earnings';
import { confirmCountdown, formatCountdown } from './countdown';

const line = (sku: string, quantity: number, initial = quantity, extra: Partial<EditableLine> = {}): EditableLine => ({
  sku, quantity, initial_quantity: initial, is_active: true, ...extra,
});
const LINES = [line('a', 2), line('b', 1, 3), line('c', 0, 1, { removed: true }), line('d', 0, 2, { is_active: false })];

const lineArb = fc.record({
  sku: fc.string({ minLength: 1, maxLength: 4 }),
  initial_quantity: fc.integer({ min: 1, max: 9 }),
  is_active: fc.boolean(),
}).chain((l) => fc.integer({ min: 0, max: l.initial_quantity }).map((q) => ({ ...l, quantity: l.is_active ? q : 0, removed: l.is_active && q === 0 })));
const linesArb = fc.uniqueArray(lineArb, { selector: (l) => l.sku, minLength: 1, maxLength: 6 });

describe('package count', () => {
  it('max is the sum of active non-removed quantities', () => {
    expect(maxPackages(LINES)).toBe(3);
  });
  it.each([
    ['', null, false],
    ['0', 'equal zero', false],
    ['00', 'equal zero', false],
    ['1', null, true],
    ['3', null, true],
    ['4', 'more than products', false],
    ['1.5', 'not a number', false],
    ['-1', 'not a number', false],
  ] as const)('%j → %s (confirm %s)', (input, error, confirm) => {
    expect(packageCountError(input, 3)).toBe(error);
    expect(canConfirmCount(input, 3)).toBe(confirm);
  });
  it('keeps digits only', () => {
    expect(sanitizeCount('1a2 -3')).toBe('123');
  });
  it('stepper runs 1..total and clamps', () => {
    expect(stepperRange(LINES)).toEqual({ min: 1, max: 3 });
    expect(clampStep(0, LINES)).toBe(1);
    expect(clampStep(9, LINES)).toBe(3);
  });
  it('property: a count is valid exactly when 1 ≤ n ≤ max', () => {
    fc.assert(fc.property(linesArb, fc.nat(60), (lines, n) => {
      const max = maxPackages(lines);
      expect(canConfirmCount(String(n), max)).toBe(n >= 1 && n <= max);
    }));
  });
});

describe('product editing', () => {
  it('which orders are editable', () => {
    const base = { status: 'waiting_confirmation' as const, storage_type: 'fbs' as const, payment: { type: 'card', dividable: true } };
    expect(canEditProducts(base)).toBe(true);
    expect(canEditProducts({ ...base, status: 'on_assembly' })).toBe(true);
    expect(canEditProducts({ ...base, status: 'reassembly' })).toBe(true);
    expect(canEditProducts({ ...base, status: 'assembled' })).toBe(false);
    expect(canEditProducts({ ...base, storage_type: 'fbo' })).toBe(false);
    expect(canEditProducts({ ...base, payment: { type: 'card', dividable: false } })).toBe(false);
    expect(canChangePickupPoint(base)).toBe(true);
    expect(canChangePickupPoint({ ...base, storage_type: 'fbo' })).toBe(false);
  });
  it.each([
    ['1', 1, false, false],
    ['5', 2, true, false],
    ['0', 0, false, true],
    ['', 2, false, false],
    ['x', 2, false, false],
  ] as const)('typing %j into a 2-of-2 line → %i (too high %s, removed %s)', (input, q, tooHigh, removed) => {
    const r = setQuantity([line('a', 2)], 'a', input);
    expect(r.lines[0].quantity).toBe(q);
    expect(r.tooHigh).toBe(tooHigh);
    expect(Boolean(r.lines[0].removed)).toBe(removed);
  });
  it('restoring a removed line resets it to initial; cancel restores the old lines', () => {
    const saved = [line('a', 1, 3)];
    const removed = removeLine(saved, 'a');
    expect(removed[0]).toMatchObject({ quantity: 0, removed: true });
    expect(restoreLine(removed, 'a')[0]).toMatchObject({ quantity: 3, removed: false });
    expect(cancelEditing(saved)).toEqual(saved);
    expect(allRemoved(removed)).toBe(true);
  });
  it('property: quantity never exceeds initial and 0 means removed', () => {
    fc.assert(fc.property(linesArb, fc.nat(20), (lines, n) => {
      const { lines: next } = setQuantity(lines, lines[0].sku, String(n));
      for (const l of next) {
        expect(l.quantity).toBeLessThanOrEqual(l.initial_quantity);
        if (l.is_active) expect(Boolean(l.removed)).toBe(l.quantity === 0);
      }
    }));
  });
});

describe('what the calls send', () => {
  it('accept sends only non-removed active lines', () => {
    expect(acceptBody(LINES)).toEqual({ ok: true, body: { solution: 'accept', products: [{ sku: 'a', quantity: 2 }, { sku: 'b', quantity: 1 }] } });
  });
  it('accept with everything removed or inactive is refused', () => {
    expect(acceptBody([line('c', 0, 1, { removed: true }), line('d', 0, 2, { is_active: false })])).toEqual({ ok: false, key: ACCEPT_ALL_REMOVED_KEY });
  });
  it('reject sends every line with the reason', () => {
    expect(rejectBody(LINES)).toEqual({ solution: 'reject', reason: 'not available', products: LINES.map((l) => ({ sku: l.sku, quantity: l.quantity })) });
    expect(rejectBody(LINES, { kind: 'other reason', text: ' broken ' }).reason).toBe('broken');
    expect(canReject({ kind: 'other reason', text: ' ' })).toBe(false);
    expect(canReject({ kind: 'not available' })).toBe(true);
  });
  it('assembled sends the live lines', () => {
    expect(assembledBody(LINES).products).toEqual([{ sku: 'a', quantity: 2 }, { sku: 'b', quantity: 1 }]);
  });
  it('cancel sends only changed or removed lines with initial − current', () => {
    expect(cancelProductsBody(LINES)).toEqual([{ sku: 'b', quantity: 2 }, { sku: 'c', quantity: 1 }]);
  });
  it('property: cancel + kept = initial for every active line', () => {
    fc.assert(fc.property(linesArb, (lines) => {
      const sent = new Map(cancelProductsBody(lines).map((p) => [p.sku, p.quantity]));
      for (const l of lines.filter((x) => x.is_active)) {
        const kept = l.removed ? 0 : l.quantity;
        expect((sent.get(l.sku) ?? 0) + kept).toBe(l.initial_quantity);
        if (sent.has(l.sku)) expect(sent.get(l.sku)).toBeGreaterThan(0);
      }
    }));
  });
});

describe('earnings and countdown', () => {
  it.each([
    [{ total_price: 10000, total_commission: 120000, delivery_price: '990' }, 7810],
    [{ total_price: 5000, total_commission: 25050, delivery_price: '0' }, 4749.5],
  ])('%o → %d', (order, expected) => {
    expect(earningsOf(order)).toBe(expected);
  });
  it('free delivery only for "0"', () => {
    expect(isFreeDelivery({ delivery_price: '0' })).toBe(true);
    expect(isFreeDelivery({ delivery_price: '990' })).toBe(false);
  });
  it.each([
    [0, '00:00:00'], [-5, '00:00:00'], [59_999, '00:00:59'], [3_661_000, '01:01:01'], [30 * 3_600_000, '30:00:00'],
  ])('%d ms → %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });
  it('counts down to max_confirm_time', () => {
    const now = Date.parse('2026-11-20T10:00:00Z');
    expect(confirmCountdown('2026-11-20T11:30:05Z', now)).toBe('01:30:05');
    expect(confirmCountdown('2026-11-20T09:00:00Z', now)).toBe('00:00:00');
  });
  it('property: hh:mm:ss parses back to the whole seconds', () => {
    fc.assert(fc.property(fc.nat(200 * 3600 * 1000), (ms) => {
      const [h, m, s] = formatCountdown(ms).split(':').map(Number);
      expect(h * 3600 + m * 60 + s).toBe(Math.floor(ms / 1000));
    }));
  });
});
