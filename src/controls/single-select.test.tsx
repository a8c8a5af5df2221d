import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { SingleSelect } from './single-select';
import { setupTestI18n } from '../../tests/setup/i18n-test';
import { NoMotion } from '../../tests/setup/antd-test';

setupTestI18n();

const options = [
  { value: 'new', label: 'Новые' },
  { value: 'old', label: 'Старые' },
];

describe('<SingleSelect>', () => {
  it('applies on choice and closes', () => {
    const onChange = vi.fn();
    render(<NoMotion><SingleSelect label="Тип" options={options} value={undefined} onChange={onChange} /></NoMotion>);
    const combo = screen.getByRole('combobox', { name: 'Тип' });
    fireEvent.mouseDown(combo);
    expect(combo).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(screen.getByTitle('Старые'));
    expect(onChange).toHaveBeenCalledWith('old');
    expect(combo).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the chosen label', () => {
    render(<NoMotion><SingleSelect label="Тип" options={options} value="new" onChange={() => {}} /></NoMotion>);
    expect(screen.getByTitle('Новые')).toBeInTheDocument();
  });
});
