import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { unrelatedTexts } from '../texts';
import { NoMotion } from '../../../tests/setup/antd-test';
import { setupTestI18n } from '../../../tests/setup/i18n-test';
import { VariantList } from './variant-list';

setupTestI18n([unrelatedTexts]);

describe('the variants of a row in the binding drawer', () => {
  it('tell themselves apart: identical names by their marketplace SKU, the others by their own part of the name', () => {
    const variants = [
      { id: '10010001', picture: '', brand: 'Apple', name: 'Чехол Apple для iPhone 15' },
      { id: '10010002', picture: '', brand: 'Apple', name: 'Чехол Apple для iPhone 15, черный' },
      { id: '10010003', picture: '', brand: 'Apple', name: 'Чехол Apple для iPhone 15, черный' },
    ];
    render(
      <NoMotion>
        <VariantList variants={variants} onDetails={vi.fn()} />
      </NoMotion>,
    );
    const lines = screen.getAllByRole('button').map((b) => b.textContent);
    expect(new Set(lines).size).toBe(3);
    expect(lines[0]).toContain('Артикул маркетплейса: 10010001');
    expect(lines[1]).toContain('Артикул маркетплейса: 10010002');
    expect(lines[2]).toContain('Артикул маркетплейса: 10010003');
    expect(screen.getAllByText('черный', { exact: true })).toHaveLength(2);
  });
});
