import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { currentCommands, usePageCommands } from './page-commands';

function Button({ label, run }: { label: string; run: () => void }) {
  usePageCommands([{ id: 'export', kind: 'action', label, run }]);
  return null;
}

describe('page commands', () => {
  it("are the mounted components' own: registered while shown, the latest handler run, gone on unmount", () => {
    const first = vi.fn();
    const second = vi.fn();
    const view = render(<Button label="Экспорт XLSX" run={first} />);
    expect(currentCommands().map((c) => c.label)).toEqual(['Экспорт XLSX']);
    view.rerender(<Button label="Экспорт XLSX: выбрано 2" run={second} />);
    expect(currentCommands().map((c) => c.label)).toEqual(['Экспорт XLSX: выбрано 2']);
    currentCommands()[0].run?.();
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
    view.unmount();
    expect(currentCommands()).toEqual([]);
  });
});
