import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { NoMotion } from '../../tests/setup/antd-test';
import { setupTestI18n } from '../../tests/setup/i18n-test';
import { requestLeave } from './leave-guard';
import { useLeaveGuard } from './use-leave-guard';

function Form({ dirty }: { dirty: boolean }) {
  const { confirmLeave } = useLeaveGuard(dirty);
  return (
    <>
      <a href="/orders?x=1">orders</a>
      <a href="https://example.kz/">outside</a>
      <button type="button" onClick={() => confirmLeave(() => requestLeave(() => undefined))}>
        cancel
      </button>
    </>
  );
}

function renderAt(dirty: boolean) {
  return render(
    <NoMotion>
      <App>
        <MemoryRouter initialEntries={['/form']}>
          <Routes>
            <Route path="/form" element={<Form dirty={dirty} />} />
            <Route path="/orders" element={<p>orders page</p>} />
          </Routes>
        </MemoryRouter>
      </App>
    </NoMotion>,
  );
}

setupTestI18n();
afterEach(cleanup);

describe('useLeaveGuard', () => {
  it('while dirty, an in-app link asks first: "stay" keeps the page, "leave" follows the link', async () => {
    renderAt(true);
    await act(async () => void fireEvent.click(screen.getByText('orders')));
    expect(await screen.findAllByText('Уйти без сохранения?')).not.toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Остаться' }));
    expect(screen.queryByText('orders page')).toBeNull();

    await act(async () => void fireEvent.click(screen.getByText('orders')));
    fireEvent.click(await screen.findByRole('button', { name: 'Уйти' }));
    expect(await screen.findByText('orders page')).toBeInTheDocument();
  });

  it('the side menu (requestLeave) asks the same question; a clean form and outside links are left alone', async () => {
    renderAt(false);
    let left = false;
    requestLeave(() => (left = true));
    expect(left).toBe(true);
    await act(async () => void fireEvent.click(screen.getByText('orders')));
    expect(screen.queryAllByText('Уйти без сохранения?')).toHaveLength(0);
    cleanup();

    renderAt(true);
    left = false;
    act(() => requestLeave(() => (left = true)));
    expect(await screen.findAllByText('Уйти без сохранения?')).not.toHaveLength(0);
    expect(left).toBe(false);
  });

  it("the browser's Back asks too: \"stay\" keeps the page and holds Back again, \"leave\" goes back", async () => {
    window.history.replaceState(null, '', '/before');
    window.history.pushState(null, '', '/form');
    renderAt(true);
    await waitFor(() => expect(window.history.state).toMatchObject({ partnerLeaveGuard: true }));

    await act(async () => window.history.back());
    expect(await screen.findAllByText('Уйти без сохранения?')).not.toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Остаться' }));
    await waitFor(() => expect(window.history.state).toMatchObject({ partnerLeaveGuard: true }));
    expect(window.location.pathname).toBe('/form');

    await act(async () => window.history.back());
    fireEvent.click(await screen.findByRole('button', { name: 'Уйти' }));
    await waitFor(() => expect(window.location.pathname).toBe('/before'));
  });
});

