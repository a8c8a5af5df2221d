import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppError } from '../../../providers/http/normalize-error';
import { NoMotion } from '../../../tests/setup/antd-test';
import { setupTestI18n } from '../../../tests/setup/i18n-test';
import { accountMessageTexts } from '../../controls/account-messages';
import { commonTexts } from '../../controls/common-texts';
import { DeliveryAgreementDialog } from './delivery-agreement-dialog';
import { noticesTexts } from './texts';

const api = vi.hoisted(() => ({
  getAgreement: vi.fn(),
  startSignature: vi.fn(),
  resendCode: vi.fn(),
  confirmSignature: vi.fn(),
  getSignedCodes: vi.fn(),
}));
const settings = vi.hoisted(() => ({ getConfig: vi.fn(), saveConfig: vi.fn() }));
vi.mock('./agree-services', () => ({ agreeApi: api, settingsApi: settings }));

beforeAll(() => {
  setupTestI18n([commonTexts, accountMessageTexts, noticesTexts]);
});

beforeEach(() => {
  vi.clearAllMocks();
  api.getAgreement.mockResolvedValue({ code: 'delivery_agreement', title: 'Соглашение', html: '<h3>1. Предмет</h3><p>Текст</p><img src="x" onerror="window.__pwned=1">' });
  api.startSignature.mockResolvedValue({ id: 'sig-1' });
  settings.getConfig.mockResolvedValue({ guides: {} });
  settings.saveConfig.mockImplementation(async (c: unknown) => c);
});

function renderDialog() {
  const onSigned = vi.fn();
  const onLater = vi.fn();
  render(
    <NoMotion>
      <App>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <DeliveryAgreementDialog mid="m-1002" code="delivery_agreement" onSigned={onSigned} onLater={onLater} />
        </QueryClientProvider>
      </App>
    </NoMotion>,
  );
  return { onSigned, onLater };
}

const wrongCode = () => createAppError({ statusCode: 400, key: 'agree_otp_invalid', message: 'wrong one-time code' });

// antd modals in jsdom are slow on a busy machine; the steps themselves are quick.
describe('DeliveryAgreementDialog', { timeout: 30_000 }, () => {
  it('shows the sanitised agreement; "Sign" waits for the checkbox', async () => {
    const user = userEvent.setup();
    renderDialog();
    const region = await screen.findByRole('region', { name: 'Соглашение' });
    expect(region).toHaveTextContent('Предмет');
    expect(region.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    const sign = screen.getByRole('button', { name: 'Подписать' });
    expect(sign).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /Я ознакомился/ }));
    expect(sign).toBeEnabled();
  });

  it('signs: short code refused without a call, wrong code marked and kept, right code signs and is remembered', async () => {
    const user = userEvent.setup();
    const { onSigned } = renderDialog();
    await screen.findByRole('region', { name: 'Соглашение' });
    await user.click(screen.getByRole('checkbox', { name: /Я ознакомился/ }));
    await user.dblClick(screen.getByRole('button', { name: 'Подписать' }));
    const input = await screen.findByLabelText('Код из SMS');
    expect(api.startSignature).toHaveBeenCalledTimes(1);

    await user.type(input, '12a');
    expect(input).toHaveValue('12');
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Код состоит из 4 цифр');
    expect(api.confirmSignature).not.toHaveBeenCalled();

    api.confirmSignature.mockRejectedValueOnce(wrongCode());
    await user.type(input, '34{Enter}');
    expect(await screen.findByText(/Неверный код/)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveValue('1234');
    expect(screen.getByRole('button', { name: /Отправить код повторно через 1:00|0:5\d/ })).toBeDisabled();

    api.confirmSignature.mockResolvedValueOnce({ id: 'sig-1', code: 'delivery_agreement', signed_at: '2026-11-20T10:00:00Z' });
    await user.clear(input);
    await user.type(input, '1111{Enter}');
    await waitFor(() => expect(onSigned).toHaveBeenCalledTimes(1));
    expect(api.confirmSignature).toHaveBeenLastCalledWith('sig-1', '1111');
    expect(settings.saveConfig).toHaveBeenCalledWith({ guides: {}, signed_agreements: { 'm-1002': ['delivery_agreement'] } });
  });

  it('an agreement signed meanwhile closes the dialog as signed', async () => {
    const user = userEvent.setup();
    api.startSignature.mockRejectedValueOnce(createAppError({ statusCode: 409, key: 'agree_already_signed', message: 'agreement already signed' }));
    const { onSigned } = renderDialog();
    await screen.findByRole('region', { name: 'Соглашение' });
    await user.click(screen.getByRole('checkbox', { name: /Я ознакомился/ }));
    await user.click(screen.getByRole('button', { name: 'Подписать' }));
    await waitFor(() => expect(onSigned).toHaveBeenCalled());
  });

  it('"Later" closes it for now', async () => {
    const user = userEvent.setup();
    const { onLater } = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Позже' }));
    expect(onLater).toHaveBeenCalled();
  });
});
