import { act, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { NoMotion } from '../../tests/setup/antd-test';
import { setupTestI18n } from '../../tests/setup/i18n-test';
import { commonTexts } from '../controls/common-texts';
import { frameTexts } from '../shell/frame-texts';
import { RouteErrorBoundary } from './route-error-boundary';
import { isPreloadError, watchPreloadErrors } from './preload-error';

beforeAll(async () => {
  setupTestI18n([commonTexts, frameTexts]);
  watchPreloadErrors(window);
  await import('./error-page'); // the view the boundary loads on demand, here ahead of the tests' time limits
});

let go: (to: string) => void = () => undefined;
function Nav() {
  go = useNavigate();
  return <nav>меню</nav>;
}

function Throws({ error }: { error: unknown }): never {
  throw error;
}

function renderAt(path: string, error: unknown) {
  return render(
    <NoMotion>
      <MemoryRouter initialEntries={[path]}>
        <Nav />
        <Routes>
          <Route path="/broken" element={<RouteErrorBoundary><Throws error={error} /></RouteErrorBoundary>} />
          <Route path="/fine" element={<RouteErrorBoundary><p>работает</p></RouteErrorBoundary>} />
        </Routes>
      </MemoryRouter>
    </NoMotion>,
  );
}

describe('RouteErrorBoundary', () => {
  it('shows the error page in the screen’s place, leaves the rest, and clears on navigation', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/broken', new Error('boom'));
    expect(await screen.findByRole('alert')).toHaveTextContent('На странице произошла ошибка');
    expect(screen.getByRole('button', { name: /Обновить страницу/ })).toBeInTheDocument();
    expect(screen.getByText('меню')).toBeInTheDocument();
    act(() => go('/fine'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('работает')).toBeInTheDocument();
    log.mockRestore();
  });

  it('reports a stylesheet that failed to preload as "Unable to preload CSS"', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/broken', new Error('Unable to preload CSS for /assets/x.css'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить страницу');
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to preload CSS');
    log.mockRestore();
  });
});

describe('isPreloadError', () => {
  it('knows the errors Vite announced with vite:preloadError, and failed chunk imports', () => {
    const announced = new Error('anything');
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: announced });
    window.dispatchEvent(event);
    expect(isPreloadError(announced)).toBe(true);
    expect(isPreloadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isPreloadError(new Error('boom'))).toBe(false);
    expect(isPreloadError('Unable to preload CSS')).toBe(false);
  });
});
