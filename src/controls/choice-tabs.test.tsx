import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ChoiceTabs, nextIndex } from './choice-tabs';

const OPTIONS = [
  { value: 'all', label: 'Все' },
  { value: 'new', label: 'Новые' },
  { value: 'done', label: 'Готовые' },
];

function Tabs({ initial, onChange }: { initial: string | undefined; onChange?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return <ChoiceTabs label="Статусы" options={OPTIONS} value={value} onChange={(v) => (setValue(v), onChange?.(v))} />;
}

describe('<ChoiceTabs>', () => {
  it('is a named radio group, one element a tab, the chosen one checked and the only tab stop', () => {
    render(<Tabs initial="new" />);
    const group = screen.getByRole('radiogroup', { name: 'Статусы' });
    expect(group.querySelectorAll('*')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: 'Новые' })).toBeChecked();
    expect(screen.getAllByRole('radio').map((r) => r.tabIndex)).toEqual([-1, 0, -1]);
  });

  it('none chosen (a combination chosen elsewhere): nothing checked, the first tab is the stop', () => {
    render(<Tabs initial={undefined} />);
    expect(screen.getAllByRole('radio').filter((r) => r.getAttribute('aria-checked') === 'true')).toHaveLength(0);
    expect(screen.getAllByRole('radio').map((r) => r.tabIndex)).toEqual([0, -1, -1]);
  });

  it('a click chooses; the arrows, Home and End move, choose and take the focus; a click on the chosen tab says nothing', () => {
    const onChange = vi.fn();
    render(<Tabs initial="all" onChange={onChange} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Все' }));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('radio', { name: 'Готовые' }));
    expect(onChange).toHaveBeenLastCalledWith('done');
    fireEvent.keyDown(screen.getByRole('radio', { name: 'Готовые' }), { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith('all');
    expect(screen.getByRole('radio', { name: 'Все' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Все' })).toBeChecked();
    fireEvent.keyDown(screen.getByRole('radio', { name: 'Все' }), { key: 'End' });
    expect(screen.getByRole('radio', { name: 'Готовые' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('radio', { name: 'Готовые' }), { key: 'Home' });
    fireEvent.keyDown(screen.getByRole('radio', { name: 'Все' }), { key: 'ArrowLeft' });
    expect(screen.getByRole('radio', { name: 'Готовые' })).toBeChecked();
    fireEvent.keyDown(screen.getByRole('radio', { name: 'Готовые' }), { key: 'a' });
    expect(onChange).toHaveBeenCalledTimes(5);
  });

  it('moves round at the ends', () => {
    expect(nextIndex('ArrowRight', 2, 3)).toBe(0);
    expect(nextIndex('ArrowUp', 0, 3)).toBe(2);
    expect(nextIndex('ArrowDown', 0, 3)).toBe(1);
    expect(nextIndex('Enter', 0, 3)).toBeUndefined();
  });
});
