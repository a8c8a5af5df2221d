import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { NoMotion } from '../../tests/setup/antd-test';
import { setupTestI18n } from '../../tests/setup/i18n-test';
import { HelpBody } from './help-body';
import { helpTexts } from './texts';

beforeAll(() => {
  setupTestI18n([helpTexts]);
});

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

const HTML = '<p>Шаги</p><img src="/img/upload.svg" alt="Вкладка загрузки"><p><a href="/faq/price-list-template">шаблон</a> <a href="https://example.com/x">внешняя</a></p><script>window.__pwned=1</script>';

function renderBody() {
  return render(
    <NoMotion>
      <MemoryRouter initialEntries={['/faq/load-price-list']}>
        <Where />
        <Routes>
          <Route path="*" element={<HelpBody html={HTML} />} />
        </Routes>
      </MemoryRouter>
    </NoMotion>,
  );
}

const preview = () => document.querySelector('.ant-image-preview-img');

describe('HelpBody', () => {
  it('makes pictures keyboard controls that open a larger view', () => {
    renderBody();
    const picture = screen.getByRole('button', { name: 'Вкладка загрузки — открыть крупнее' });
    expect(picture).toHaveAttribute('tabindex', '0');
    expect(preview()).toBeNull();
    fireEvent.click(picture);
    expect(preview()).toHaveAttribute('src', expect.stringContaining('/img/upload.svg'));
  });

  it('opens a picture with Enter too', () => {
    renderBody();
    fireEvent.keyDown(screen.getByRole('button', { name: /Вкладка загрузки/ }), { key: 'Enter' });
    expect(preview()).not.toBeNull();
  });

  it('follows links to help pages inside the app; external links are left to the browser', () => {
    renderBody();
    fireEvent.click(screen.getByRole('link', { name: 'шаблон' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/faq/price-list-template');
    const external = screen.getByRole('link', { name: 'внешняя' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('never lets a script through', () => {
    const { container } = renderBody();
    expect(container.querySelector('script')).toBeNull();
  });
});
