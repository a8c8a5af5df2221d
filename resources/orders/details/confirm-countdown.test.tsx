import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ordersTexts } from '../texts';
import { NoMotion } from '../../../tests/setup/antd-test';
import { setupTestI18n } from '../../../tests/setup/i18n-test';
import { ConfirmCountdown } from './confirm-countdown';

setupTestI18n([ordersTexts]);

afterEach(() => vi.useRealTimers());

describe('<ConfirmCountdown>', () => {
  it('counts down, then says the time is over at 00:00:00 and turns red', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(Date.parse('2026-11-21T07:59:58.020Z'));
    render(
      <NoMotion>
        <ConfirmCountdown maxConfirmTime="2026-11-21T08:00:00.000Z" />
      </NoMotion>,
    );
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('Подтвердите заказ: осталось 00:00:01');
    expect(timer).toHaveClass('ant-alert-warning');
    // The last part second shows 00:00:00 while time is still left (the digits round down).
    act(() => vi.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('Подтвердите заказ: осталось 00:00:00');
    act(() => vi.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('Время на подтверждение истекло 00:00:00');
    expect(timer).toHaveClass('ant-alert-error');
  });
});
