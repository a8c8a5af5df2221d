import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createDataProvider } from '../../providers/data-provider';
import { createPrefetchCache } from '../../providers/http/prefetch-cache';
import type { HttpClient, RequestOptions } from '../../providers/http/client-types';
import type { AppConfig } from '../../providers/config';
import { ListPage } from './list-page';
import { itemsDescriptor, itemsTexts, makeItems } from './__fixtures__/items';
import { setupTestI18n } from '../../tests/setup/i18n-test';
import { renderTree, Route } from '../../tests/setup/engine-harness';
import type { AnyResource } from './descriptor';

setupTestI18n([itemsTexts]);

/**
 * Issue 30: a sort or a page starts its list call in the click itself, before the render that
 * shows the new state; Refine's own call, made after that render, takes the same answer. Through
 * the real data provider and prefetch cache, over a fake server that notes each request it gets.
 */
function setup() {
  const descriptor = itemsDescriptor() as unknown as AnyResource;
  const items = makeItems(45);
  const sent: string[] = [];
  const server = <T,>(req: RequestOptions): Promise<T> => {
    const query = new URLSearchParams(typeof req.query === 'string' ? req.query : '');
    sent.push(`${req.path}?${query.toString()}`);
    const page = Number(query.get('page') ?? 1);
    const limit = Number(query.get('limit') ?? 10);
    const rows = [...items].sort((a, b) => (query.get('sort_key') === 'name' ? a.name.localeCompare(b.name) * (query.get('sort_val') === 'desc' ? -1 : 1) : 0));
    return Promise.resolve({ reviews: rows.slice((page - 1) * limit, page * limit), total: rows.length } as T);
  };
  const cache = createPrefetchCache({ apiBaseUrl: 'http://api.test' } as AppConfig, server);
  const http: HttpClient = { request: cache.requestOrTake, prefetch: cache.prefetch, takeArrived: cache.takeArrived };
  const provider = createDataProvider({ http, resolve: () => descriptor.backend });
  render(renderTree({ descriptor, provider, url: '/items', routes: <Route path="/items" element={<ListPage descriptor={descriptor} />} /> }));
  return { sent };
}

describe('a list click starts its call', () => {
  it('a sort: the sorted call is sent within the click, once (the list’s own call takes its answer)', async () => {
    const { sent } = setup();
    await screen.findByText('Товар 001');
    const before = sent.length;
    const sortedCall = (url: string) => url.includes('sort_key=name');
    let sentInClick: string[] = [];
    // The click alone, before React renders its update (act would flush it): the call is on its way.
    act(() => {
      fireEvent.click(screen.getByRole('columnheader', { name: /Название/ }));
      sentInClick = sent.slice(before);
    });
    expect(sentInClick.filter(sortedCall)).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /Название/ })).toHaveAttribute('aria-sort', 'ascending'));
    await screen.findByText('Товар 001');
    expect(sent.slice(before).filter(sortedCall)).toHaveLength(1);
  });

  it('the next page: one call, sent within the click', async () => {
    const { sent } = setup();
    await screen.findByText('Товар 001');
    const before = sent.length;
    let sentInClick: string[] = [];
    act(() => {
      fireEvent.click(screen.getByRole('listitem', { name: '2' }));
      sentInClick = sent.slice(before);
    });
    expect(sentInClick.filter((url) => url.includes('page=2'))).toHaveLength(1);
    await screen.findByText('Товар 011');
    expect(sent.slice(before).filter((url) => url.includes('page=2'))).toHaveLength(1);
  });

  it('a search: one call with the text, sent within the Enter (issue 30)', async () => {
    const { sent } = setup();
    await screen.findByText('Товар 001');
    const before = sent.length;
    const searched = (url: string) => url.includes('name=%D0%A2%D0%BE%D0%B2%D0%B0%D1%80+01') || url.includes('name=Товар');
    const box = screen.getByRole('textbox', { name: 'Поиск по названию' });
    fireEvent.change(box, { target: { value: 'Товар 01' } });
    let sentInEnter: string[] = [];
    act(() => {
      fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
      sentInEnter = sent.slice(before);
    });
    expect(sentInEnter.filter(searched)).toHaveLength(1);
    await waitFor(() => expect(sent.slice(before).filter(searched)).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(sent.slice(before).filter(searched)).toHaveLength(1);
  });
});
