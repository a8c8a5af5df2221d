import { describe, expect, it } from 'vitest';
import type { Installment } from '../installments-api';
import { refusalOf } from './bounds';
import { contrastRatio, readableColours } from './contrast';
import { monthRange, newProgrammeMonths, oldProgrammeMonths } from './months';
import { formatServerPercent } from '../../../src/format/percent';
import { allowedActions, displayStatus } from './status';
import { canLeave, matchCategory, nextStep, previousStep, stepsFor } from './wizard';

const cat = (slug: string, is_participating = false) => ({ slug, title: { ru: slug }, is_exist: true, is_participating });
const commission = (id: number, is_participating = false) => ({ id, duration: 12, discount_amount: 0, commission: 1000, value: 1000, is_participating });
const inst = (over: Partial<Installment>): Installment =>
  ({ status: 'merch_available', categories: [cat('tv')], commissions: [commission(1)], ...over }) as Installment;

describe('month windows', () => {
  it('new programme: 6 months from the previous one, across the year boundary', () => {
    expect(newProgrammeMonths(new Date(2026, 11, 15))).toEqual(['2026-11', '2026-12', '2027-01', '2027-02', '2027-03', '2027-04']);
    expect(newProgrammeMonths(new Date(2027, 0, 1))).toEqual(['2026-12', '2027-01', '2027-02', '2027-03', '2027-04', '2027-05']);
  });
  it('old programme: the current month and the next two, across the year boundary', () => {
    expect(oldProgrammeMonths(new Date(2026, 11, 31))).toEqual(['2026-12', '2027-01', '2027-02']);
    expect(oldProgrammeMonths(new Date(2027, 0, 10))).toEqual(['2027-01', '2027-02', '2027-03']);
    expect(oldProgrammeMonths(new Date(2026, 10, 30))).toEqual(['2026-11', '2026-12', '2027-01']);
  });
  it('a month range spans its first to its last instant', () => {
    const [from, to] = monthRange('2026-12');
    expect(new Date(from).getDate()).toBe(1);
    expect(new Date(to).getMonth()).toBe(11);
    expect(new Date(to).getDate()).toBe(31);
    expect(new Date(Date.parse(to) + 1).getMonth()).toBe(0);
  });
});

describe('percent values are hundredths of a percent', () => {
  it('converts', () => {
    expect(formatServerPercent(1250, 'ru')).toBe('12,5\u00a0%');
    expect(formatServerPercent(400, 'ru')).toBe('4\u00a0%');
    expect(formatServerPercent(1275, 'en')).toBe('12.75%');
    expect(formatServerPercent(1000, 'kz')).toMatch(/^10\s?%$/);
  });
});

describe('statuses', () => {
  it('a completed promotion with any participating category shows as completed_and_participating', () => {
    expect(displayStatus(inst({ status: 'completed', categories: [cat('tv'), cat('kettles', true)] }))).toBe('completed_and_participating');
    expect(displayStatus(inst({ status: 'completed', categories: [cat('tv')] }))).toBe('completed');
    // All categories: taking part is having chosen commissions.
    expect(displayStatus(inst({ status: 'completed', categories: [], commissions: [commission(1, true)] }))).toBe('completed_and_participating');
    expect(displayStatus(inst({ status: 'subscribed', categories: [cat('tv', true)] }))).toBe('subscribed');
  });
  it('allows each status its actions', () => {
    expect(allowedActions(inst({ status: 'merch_available' }))).toEqual(['participate']);
    expect(allowedActions(inst({ status: 'merch_is_not_available' }))).toEqual([]);
    expect(allowedActions(inst({ status: 'subscribed' }))).toEqual(['editCategories', 'editCommissions', 'pause', 'disable', 'report']);
    expect(allowedActions(inst({ status: 'subscribed', categories: [] }))).toEqual(['editCommissions', 'pause', 'disable', 'report']);
    expect(allowedActions(inst({ status: 'subscription_paused' }))).toEqual(['resume', 'disable', 'report']);
    expect(allowedActions(inst({ status: 'completed' }))).toEqual([]);
    expect(allowedActions(inst({ status: 'completed', categories: [cat('tv', true)] }))).toEqual(['report']);
  });
});

describe('participation wizard', () => {
  it('a partial promotion goes through categories, commissions, agreement and back', () => {
    const steps = stepsFor(inst({ categories: [cat('tv')] }));
    expect(steps).toEqual(['select_categories', 'select_commissions', 'agreement']);
    expect(nextStep(steps, 'select_categories')).toBe('select_commissions');
    expect(nextStep(steps, 'select_commissions')).toBe('agreement');
    expect(nextStep(steps, 'agreement')).toBeUndefined();
    expect(previousStep(steps, 'agreement')).toBe('select_commissions');
    expect(previousStep(steps, 'select_commissions')).toBe('select_categories');
    expect(previousStep(steps, 'select_categories')).toBeUndefined();
  });
  it('an all-categories promotion skips the categories step, also going back', () => {
    const steps = stepsFor(inst({ categories: [] }));
    expect(steps).toEqual(['select_commissions', 'agreement']);
    expect(previousStep(steps, 'select_commissions')).toBeUndefined();
    expect(previousStep(steps, 'agreement')).toBe('select_commissions');
  });
  it('editing is one step', () => {
    expect(stepsFor(inst({}), 'categories')).toEqual(['select_categories']);
    expect(stepsFor(inst({}), 'commissions')).toEqual(['select_commissions']);
  });
  it('next is disabled with nothing checked', () => {
    expect(canLeave('select_categories', [], [])).toBe(false);
    expect(canLeave('select_categories', ['tv'], [])).toBe(true);
    expect(canLeave('select_commissions', ['tv'], [])).toBe(false);
    expect(canLeave('select_commissions', [], [3])).toBe(true);
    expect(canLeave('agreement', [], [])).toBe(true);
  });
  it('searches categories case-insensitively over the Russian title', () => {
    expect(matchCategory('Смартфоны', 'СМАРТ')).toBe(true);
    expect(matchCategory('Электрочайники', 'чайн')).toBe(true);
    expect(matchCategory('Ноутбуки', 'смарт')).toBe(false);
    expect(matchCategory('Ноутбуки', '  ')).toBe(true);
  });
});

describe('title colours stay readable', () => {
  it('keeps a pair that passes AA and fixes one that fails', () => {
    expect(readableColours('#1B5FD9', '#FFFFFF')).toEqual({ background: '#1B5FD9', text: '#FFFFFF' });
    const fixed = readableColours('#FDE68A', '#FFFFFF');
    expect(fixed.text).toBe('#000000');
    expect(contrastRatio(fixed.background, fixed.text)).toBeGreaterThanOrEqual(4.5);
    expect(readableColours('#0F172A', '#1E293B').text).toBe('#FFFFFF');
    expect(readableColours('nonsense', '#FFFFFF').background).toBe('#1B5FD9');
  });
});

describe('old programme bounds', () => {
  const x = { min_product_price: 10000, max_product_price: 50000 };
  it('only products priced within the bounds may be checked', () => {
    expect(refusalOf({ price: { current: 10000 }, installment: null }, x)).toBeUndefined();
    expect(refusalOf({ price: { current: 50000 }, installment: null }, x)).toBeUndefined();
    expect(refusalOf({ price: { current: 9990 }, installment: null }, x)).toBe('below');
    expect(refusalOf({ price: { current: 50010 }, installment: null }, x)).toBe('above');
    expect(refusalOf({ price: { current: 20000 }, installment: { id: 1, title: { ru: 'x' } } }, x)).toBe('enrolled');
  });
});
