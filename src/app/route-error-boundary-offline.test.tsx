import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../../tests/setup/i18n-test';
import { commonTexts } from '../controls/common-texts';
import { frameTexts } from '../shell/frame-texts';
import { RouteErrorBoundary } from './route-error-boundary';

// The error view's own chunk cannot be fetched either (offline, or removed by a deploy).
vi.mock('./error-page', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/error-page-x.js');
});

beforeAll(() => {
  setupTestI18n([commonTexts, frameTexts]);
});

function Throws(): never {
  throw new Error('boom');
}

describe('RouteErrorBoundary without the error view’s code', () => {
  it('still says the page could not load, with a reload button', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter>
        <RouteErrorBoundary>
          <Throws />
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось загрузить страницу');
    expect(alert).toHaveTextContent('Unable to preload CSS');
    expect(screen.getByRole('button', { name: 'Обновить страницу' })).toBeInTheDocument();
    log.mockRestore();
  });
});
