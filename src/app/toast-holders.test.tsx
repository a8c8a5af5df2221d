import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import type { useAppProps } from 'antd/es/app/context';
import { NoMotion } from '../../tests/setup/antd-test';
import ToastHolders, { TOAST_BOTTOM } from './toast-holders';

describe('where notifications open', () => {
  it('at the bottom centre, above the bottom bars: not over the page header’s buttons (top right) nor the rows’ actions (bottom right)', async () => {
    let api: useAppProps | undefined;
    render(
      <NoMotion>
        <ToastHolders onReady={(ready) => (api = ready)} />
      </NoMotion>,
    );
    act(() => void api!.notification.success({ message: 'Точка «PP3» отключена', duration: 0 }));
    const notice = await screen.findByText('Точка «PP3» отключена');
    const stack = notice.closest('.ant-notification')!;
    expect(stack).toHaveClass('ant-notification-bottom');
    expect(stack).not.toHaveClass('ant-notification-bottomRight');
    expect(stack).not.toHaveClass('ant-notification-topRight');
    expect((stack as HTMLElement).style.bottom).toBe(`${TOAST_BOTTOM}px`);
  });
});
