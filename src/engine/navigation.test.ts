import { describe, expect, it } from 'vitest';
import type { AnyResource } from './descriptor';
import { neighboursOf, rowLinkOf } from './navigation';

const resource = (extra: Partial<AnyResource>) => ({ name: 'r', route: '/things', pages: ['list', 'show'], backend: {}, ...extra }) as unknown as AnyResource;

describe('rowLinkOf', () => {
  it('opens the show page under the list route, or under its own show route', () => {
    expect(rowLinkOf(resource({}), { id: 'a b' })).toBe('/things/a%20b');
    expect(rowLinkOf(resource({ route: '/products/upload/history', showRoute: '/products/upload/events' }), { id: 'e1' })).toBe('/products/upload/events/e1');
    expect(rowLinkOf(resource({ pages: ['list'] }), { id: 'x' })).toBeUndefined();
  });
});

describe('neighboursOf', () => {
  const state = { fromList: '/reviews?currentPage=2', ids: ['10', '11', '12'] };
  it.each([
    ['10', { prev: undefined, next: '11' }],
    ['11', { prev: '10', next: '12' }],
    ['12', { prev: '11', next: undefined }],
    ['99', {}],
  ])('%s on the page → %o', (id, expected) => expect(neighboursOf(state, id)).toEqual(expected));
  it('opened by a link (no list state): none', () => {
    expect(neighboursOf(null, '10')).toEqual({});
    expect(neighboursOf({ fromList: '/reviews' }, '10')).toEqual({});
  });
});
