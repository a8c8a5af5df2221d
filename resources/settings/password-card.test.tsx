import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createAppError } from '../../providers/http/normalize-error';
import { session } from '../../providers/session';
import { NoMotion } from '../../tests/setup/antd-test';
import { setupTestI18n } from '../../tests/setup/i18n-test';
import { accountMessageTexts } from '../../src/controls/account-messages';
import { commonTexts } from '../../src/controls/common-texts';
import { settingsTexts } from './texts';

const api = vi.hoisted(() => ({ requestRecoveryCode: vi.fn(), confirmRecovery: vi.fn() }));
vi.mock('../../providers/auth-services', () => ({ authApi: api }));
const { PasswordCard } = await import('./password-card');

setupTestI18n([commonTexts, accountMessageTexts, settingsTexts]);

const CURRENT = 'Partner1!';
const sameAsCurrent = () => createAppError({ statusCode: 400, key: 'password_same', message: 'the new password is the current one', serverMessage: 'the new password is the current one' });

beforeEach(() => {
  localStorage.clear();
  session.set({ tdid: 't-pw', merchant_access_token: 'token' });
  api.requestRecoveryCode.mockResolvedValue({ masked_phone: '+7 (701) ***-**-01' });
});
afterEach(() => {
  session.clear();
  vi.resetAllMocks();
});

async function fillAndSend(password: string) {
  fireEvent.change(screen.getByLabelText('Новый пароль'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Повторите пароль'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Сменить пароль' }));
}

describe('<PasswordCard> and the current password', () => {
  it('the service’s refusal shows on the field in the UI’s language; the same password is then refused by the form itself, another goes', async () => {
    render(
      <NoMotion>
        <App>
          <PasswordCard />
        </App>
      </NoMotion>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Получить код' }));
    fireEvent.change(await screen.findByLabelText('Код из SMS'), { target: { value: '1111' } });

    api.confirmRecovery.mockRejectedValueOnce(sameAsCurrent());
    await fillAndSend(CURRENT);
    expect(await screen.findByText('Новый пароль совпадает с текущим')).toBeInTheDocument();
    expect(api.confirmRecovery).toHaveBeenCalledTimes(1);

    // The same password again: refused at once, no second request.
    fireEvent.change(screen.getByLabelText('Новый пароль'), { target: { value: 'Other1!x' } });
    await fillAndSend(CURRENT);
    expect(await screen.findByText('Новый пароль совпадает с текущим')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.confirmRecovery).toHaveBeenCalledTimes(1);

    // Another one goes, with the same code.
    api.confirmRecovery.mockResolvedValueOnce(undefined);
    await fillAndSend('Newpass1!');
    await waitFor(() => expect(api.confirmRecovery).toHaveBeenCalledTimes(2));
    expect(api.confirmRecovery).toHaveBeenLastCalledWith('1111', 'Newpass1!');
    expect(await screen.findByText('Пароль изменён')).toBeInTheDocument();
  });
});
