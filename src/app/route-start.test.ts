import { describe, expect, it } from 'vitest';
import type { AnyDescriptor } from '../engine/descriptor';
import { adminPageOf } from './page-loaders';
import { matchResource } from './page-calls';

const orders = { name: 'orders', route: '/orders', pages: ['list', 'show'] } as unknown as AnyDescriptor;
const upload = { name: 'upload-events', route: '/products/upload/history', pages: ['list', 'show', 'edit'] } as unknown as AnyDescriptor;
const events = { name: 'events', route: '/products/upload/history', showRoute: '/products/upload/events', pages: ['list', 'show'] } as unknown as AnyDescriptor;
const list = [orders, upload];

describe('matchResource: the resource page a landing path opens', () => {
  it.each([
    ['/orders', 'orders', 'list', undefined],
    ['/orders/', 'orders', 'list', undefined],
    ['/orders/604748909', 'orders', 'show', '604748909'],
    ['/products/upload/history/ev%201', 'upload-events', 'show', 'ev 1'],
    ['/products/upload/history/7/edit', 'upload-events', 'edit', '7'],
  ])('%s → %s %s', (path, name, page, id) => {
    expect(matchResource(path, list)).toEqual({ descriptor: list.find((d) => d.name === name), page, id });
  });

  it.each(['/ordersx', '/orders/1/edit', '/orders/1/2/3', '/reviews', '/'])('%s opens no resource page', (path) => {
    expect(matchResource(path, list)).toBeUndefined();
  });
});

describe('matchResource: a show page that lives apart from its list', () => {
  it('opens the list at its route and the record at the show route', () => {
    expect(matchResource('/products/upload/history', [events])).toEqual({ descriptor: events, page: 'list', id: undefined });
    expect(matchResource('/products/upload/events/e%201', [events])).toEqual({ descriptor: events, page: 'show', id: 'e 1' });
    expect(matchResource('/products/upload/history/e1', [events])).toBeUndefined();
    expect(matchResource('/products/upload/events/e1/x', [events])).toBeUndefined();
  });
});

describe('adminPageOf: the signed-in page that is not a resource', () => {
  it.each([
    ['/faq', 'help'],
    ['/faq/sign-in', 'help'],
    ['/icons', 'icons'],
    ['/register', 'register'],
    ['/profile/settings', 'settings'],
    ['/__crash', 'crash'],
    ['/products/upload', 'upload'],
    ['/products/upload/manual', 'upload'],
    ['/products/upload/automatic', 'upload'],
    ['/products/upload/other', 'notFound'],
    ['/faqx', 'notFound'],
    ['/profile/settings/x', 'notFound'],
  ])('%s → %s', (path, page) => {
    expect(adminPageOf(path)).toBe(page);
  });
});

describe('matchResource: a create form at the show route', () => {
  const points = { name: 'pickup-points', route: '/profile/pickup-points', pages: ['list', 'show'], createId: 'create' } as unknown as AnyDescriptor;
  it('matches the show page; the route start asks for no record with the create id', () => {
    expect(matchResource('/profile/pickup-points/create', [points])).toEqual({ descriptor: points, page: 'show', id: 'create' });
    expect(points.createId).toBe('create');
  });
});
