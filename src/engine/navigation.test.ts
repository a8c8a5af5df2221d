import { describe, expect, it } from 'vitest';
import type { AnyResource } from './descriptor';
import { rowLinkOf } from './navigation';

const resource = (extra: Partial<AnyResource>) => ({ name: 'r', route: '/things', pages: ['list', 'show'], backend: {}, ...extra }) as unknown as AnyResource;

describe('rowLinkOf', () => {
  it('opens the show page under the list route, or under its own show route', () => {
    expect(rowLinkOf(resource({}), { id: 'a b' })).toBe('/things/a%20b');
    expect(rowLinkOf(resource({ route: '/products/upload/history', showRoute: '/products/upload/events' }), { id: 'e1' })).toBe('/products/upload/events/e1');
    expect(rowLinkOf(resource({ pages: ['list'] }), { id: 'x' })).toBeUndefined();
  });
});
