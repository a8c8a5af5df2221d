import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestI18n } from '../../tests/setup/i18n-test';
import { Loading } from './loading';

beforeAll(() => {
  setupTestI18n();
});

describe('<Loading>', () => {
  it('is a busy status named "loading", drawn without antd', () => {
    const { container } = render(<Loading />);
    const status = screen.getByRole('status', { name: 'Загрузка…' });
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('[class^="ant-"]')).toBeNull();
  });
});
