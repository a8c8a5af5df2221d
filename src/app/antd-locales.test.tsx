import { render, screen } from '@testing-library/react';
import { ConfigProvider, Modal } from 'antd';
import { describe, expect, it } from 'vitest';
import { antdSettings } from './antd-locales';

function Dialog({ language }: { language: string }) {
  const antd = antdSettings(language);
  return (
    <ConfigProvider locale={antd.locale} modal={antd.modal}>
      <Modal open title="Заказ" footer={null}>
        …
      </Modal>
    </ConfigProvider>
  );
}

describe('antdSettings', () => {
  it("names a dialog's close button in the app's language, not rc-dialog's English", () => {
    const { unmount } = render(<Dialog language="ru" />);
    expect(screen.getByRole('button', { name: 'Закрыть' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    unmount();
    render(<Dialog language="kz" />);
    expect(screen.getByRole('button', { name: 'Жабу' })).toBeInTheDocument();
  });

  it('keeps one settings object per language, and Russian for an unknown one', () => {
    expect(antdSettings('kz')).toBe(antdSettings('kz'));
    expect(antdSettings('xx')).toBe(antdSettings('ru'));
  });
});
