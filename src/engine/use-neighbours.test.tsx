import { describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router';
import type { AnyResource } from './descriptor';
import { useNeighbours, type FromListState } from './navigation';

const resource = { name: 'r', route: '/things', pages: ['list', 'show'], backend: {} } as unknown as AnyResource;
const fromList: FromListState = { fromList: '/things?currentPage=1', ids: ['1', '2', '3', '4'] };

let pager: ReturnType<typeof useNeighbours> | undefined;
let shown = '';
function Record() {
  const { id } = useParams();
  pager = useNeighbours(resource, id);
  shown = useLocation().pathname;
  return null;
}

describe('useNeighbours', () => {
  it('two quick clicks step twice, though the router has not shown the first step yet', () => {
    render(
      <MemoryRouter initialEntries={[{ pathname: '/things/3', state: fromList }]}>
        <Routes>
          <Route path="/things/:id" element={<Record />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(pager).toMatchObject({ prev: '2', next: '4' });
    // Both clicks before a render: the second steps on from where the first went.
    act(() => {
      pager!.goPrev();
      pager!.goPrev();
    });
    expect(shown).toBe('/things/1');
    expect(pager).toMatchObject({ prev: undefined, next: '2' });
    act(() => pager!.goNext());
    expect(shown).toBe('/things/2');
  });
});
