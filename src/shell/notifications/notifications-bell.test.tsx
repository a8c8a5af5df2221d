import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Note, NotesQuery } from '../../../providers/api/notes-api';
import { NoMotion } from '../../../tests/setup/antd-test';
import { setupTestI18n } from '../../../tests/setup/i18n-test';
import { commonTexts } from '../../controls/common-texts';
import { shellTexts } from '../texts';
import { NotificationsBell } from './notifications-bell';
import { ShellRouterProvider } from '../shell-router';

const api = vi.hoisted(() => ({ count: vi.fn(), list: vi.fn(), setStatus: vi.fn() }));
vi.mock('../shell-services', () => ({ notesApi: api }));

setupTestI18n([commonTexts, shellTexts]);
// The panel loads on demand: here ahead of the tests' time limits.
beforeAll(() => import('./notes-panel'));

/** IntersectionObserver under the test's control: `fire` reports elements as visible. */
class FakeObserver {
  static all: FakeObserver[] = [];
  targets = new Set<Element>();
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this);
  }
  observe(el: Element) {
    this.targets.add(el);
  }
  unobserve(el: Element) {
    this.targets.delete(el);
  }
  disconnect() {
    this.targets.clear();
  }
  fire(elements = [...this.targets]) {
    act(() => this.callback(elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), this as unknown as IntersectionObserver));
  }
}
const seenObserver = () => FakeObserver.all.filter((o) => o.options.threshold === 0.5 && o.targets.size > 0).at(-1)!;
const endObserver = () => FakeObserver.all.filter((o) => o.options.rootMargin && o.targets.size > 0).at(-1)!;

const note = (id: number, extra: Partial<Note> = {}): Note => ({
  id,
  body: `Заметка ${id}`,
  created_at: new Date(Date.UTC(2026, 10, 20, 8, 0) - id * 60_000).toISOString(),
  status: id % 2 ? 'new' : 'read',
  note_type: 'actionable',
  link: { type: 'order', target_id: String(600000 + id) },
  ...extra,
});

function serve(total = 45) {
  const all = Array.from({ length: total }, (_, i) => note(i + 1));
  api.list.mockImplementation(async (q: NotesQuery) => {
    const rows = all.filter((n) => n.note_type === q.note_type && (!q.status || n.status === q.status));
    return { notes: rows.slice((q.page - 1) * q.limit, q.page * q.limit), count: rows.length };
  });
  api.count.mockImplementation(async (q: { note_type?: string }) => (q.note_type === 'informational' ? 0 : 150));
  api.setStatus.mockImplementation(async (ids: number[], status: string) => ({ ids, status }));
}

function renderBell() {
  return render(
    <NoMotion>
      <App>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter initialEntries={['/reviews']}>
            {/* As in the shell: the bell navigates through the shell's router. */}
            <Routes>
              <Route path="*" element={<ShellRouterProvider><NotificationsBell /></ShellRouterProvider>} />
              <Route path="/reviews/:id" element={<p>Страница отзыва</p>} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </App>
    </NoMotion>,
  );
}

async function openPanel() {
  fireEvent.click(await screen.findByRole('button', { name: /Уведомления/ }));
  const panel = await screen.findByRole('dialog', { name: 'Уведомления' });
  await within(panel).findByText('Заметка 1');
  return panel;
}

beforeEach(() => {
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  serve();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('<NotificationsBell>', { timeout: 20_000 }, () => {
  it('shows the unread count, capped at 99+', async () => {
    renderBell();
    expect(await screen.findByRole('button', { name: 'Уведомления, непрочитанных: 150' })).toHaveTextContent('99+');
    expect(api.count).toHaveBeenCalledWith({ status: 'new' });
  });

  it('lists page 1 of the Actions tab with each tab’s badge, and loads the next page at the end with start_from', async () => {
    renderBell();
    const panel = await openPanel();
    expect(api.list).toHaveBeenLastCalledWith({ note_type: 'actionable', status: undefined, start_from: undefined, page: 1, limit: 20 });
    expect(panel.querySelectorAll('li')).toHaveLength(20);
    expect(within(panel).getByRole('tab', { name: /Действия/ })).toHaveTextContent('99+');
    expect(panel.querySelectorAll('.ant-tag')).toHaveLength(10);

    endObserver().fire();
    await waitFor(() => expect(panel.querySelectorAll('li')).toHaveLength(40));
    expect(api.list).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2, start_from: note(1).created_at }));
    endObserver().fire();
    await waitFor(() => expect(panel.querySelectorAll('li')).toHaveLength(45));
    // 45 − 3 × 20 < 0: nothing more to ask for.
    expect(within(panel).queryByRole('button', { name: 'Показать ещё' })).toBeNull();
    expect(api.list).toHaveBeenCalledTimes(3);
  });

  it('a failed page says why under the notes already shown, and "Повторить" loads it', async () => {
    renderBell();
    const panel = await openPanel();
    const serveAll = api.list.getMockImplementation()!;
    api.list.mockRejectedValueOnce(Object.assign(new Error('x'), { statusCode: 503, key: 'errors.server', message: 'service unavailable' }));
    endObserver().fire();
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось загрузить уведомления');
    expect(alert).toHaveTextContent('Сервис временно недоступен');
    expect(alert).not.toHaveTextContent('service unavailable');
    expect(panel.querySelectorAll('li')).toHaveLength(20);

    api.list.mockImplementation(serveAll);
    fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(panel.querySelectorAll('li')).toHaveLength(40));
    expect(within(panel).queryByRole('alert')).toBeNull();
    expect(api.list).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2, start_from: note(1).created_at }));
  });

  it('a failed first page shows the reason and its retry instead of an endless spinner', async () => {
    api.list.mockRejectedValueOnce(Object.assign(new Error('x'), { statusCode: 0, key: 'errors.network', message: 'Network Error' }));
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: /Уведомления/ }));
    const panel = await screen.findByRole('dialog', { name: 'Уведомления' });
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось загрузить уведомления');
    fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await within(panel).findByText('Заметка 1')).toBeInTheDocument();
  });

  it('marks the notes seen while open as read in one call when it closes, then reloads the count', async () => {
    renderBell();
    const panel = await openPanel();
    const items = [...panel.querySelectorAll('li')];
    seenObserver().fire(items.slice(0, 6).filter((li) => li.hasAttribute('data-unseen-note')));
    expect(api.setStatus).not.toHaveBeenCalled();
    const countCalls = api.count.mock.calls.filter(([q]) => !q.note_type).length;

    fireEvent.keyDown(panel, { key: 'Escape' });
    await waitFor(() => expect(api.setStatus).toHaveBeenCalledTimes(1));
    expect(api.setStatus).toHaveBeenCalledWith([1, 3, 5], 'read');
    await waitFor(() => expect(api.count.mock.calls.filter(([q]) => !q.note_type).length).toBe(countCalls + 1));
  });

  it('closing with nothing seen sends nothing', async () => {
    renderBell();
    const panel = await openPanel();
    fireEvent.keyDown(panel, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.setStatus).not.toHaveBeenCalled();
  });

  it('the unread-only filter clears the lists and starts again at page 1', async () => {
    renderBell();
    const panel = await openPanel();
    endObserver().fire();
    await waitFor(() => expect(panel.querySelectorAll('li')).toHaveLength(40));
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Только непрочитанные' }));
    await waitFor(() => expect(api.list).toHaveBeenLastCalledWith({ note_type: 'actionable', status: 'new', start_from: undefined, page: 1, limit: 20 }));
    await waitFor(() => expect(panel.querySelectorAll('li')).toHaveLength(20));
    expect(panel.querySelectorAll('.ant-tag')).toHaveLength(20);
  });

  it('opening an actionable note marks it (and the seen ones) read in one call and goes to its page', async () => {
    serve(3);
    api.list.mockResolvedValueOnce({ notes: [note(7, { link: { type: 'review', target_id: '17' } }), note(9)], count: 2 });
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: /Уведомления/ }));
    const panel = await screen.findByRole('dialog', { name: 'Уведомления' });
    // The list arrives after the panel opens: wait until its notes are rendered and observed.
    await within(panel).findByRole('link', { name: /Заметка 7/ });
    await waitFor(() => expect(seenObserver()).toBeDefined());
    seenObserver().fire([...panel.querySelectorAll('li')].slice(1));
    fireEvent.click(within(panel).getByRole('link', { name: /Заметка 7/ }));
    expect(await screen.findByText('Страница отзыва')).toBeInTheDocument();
    await waitFor(() => expect(api.setStatus).toHaveBeenCalledTimes(1));
    expect(api.setStatus).toHaveBeenCalledWith([9, 7], 'read');
  });
});
