import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../../tests/setup/i18n-test';
import { NoMotion } from '../../tests/setup/antd-test';
import { createAppError } from '../../providers/http/normalize-error';
import { commonTexts } from '../controls/common-texts';
import { NewPasswordForm } from './new-password-form';
import { SmsCodeForm } from './sms-code-form';
import { SMS_REQUESTS_KEY } from '../controls/sms-requests';
import { accountTexts } from './texts';
import { accountMessageTexts } from '../controls/account-messages';

const requestCode = vi.fn(async (phone: string) => `masked ${phone}`);
vi.mock('../../providers/auth-services', () => ({ authProvider: { requestCode: (phone: string) => requestCode(phone) } }));

beforeAll(() => {
  setupTestI18n([commonTexts, accountTexts, accountMessageTexts]);
});
afterEach(() => {
  localStorage.clear();
  requestCode.mockClear();
});

const wrongCode = createAppError({ statusCode: 400, key: 'auth_otp_wrong', message: 'wrong code' });

describe('SmsCodeForm', { timeout: 20_000 }, () => {
  it('sends once on mount, remembers the request, and a wrong code keeps what was typed', async () => {
    const onSubmit = vi.fn(async () => Promise.reject(wrongCode));
    render(<NoMotion><SmsCodeForm phone="77010000002" autoSend submitLabel="Войти" onSubmit={onSubmit} /></NoMotion>);
    await screen.findByText('Код отправлен на masked 77010000002');
    expect(requestCode).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem(SMS_REQUESTS_KEY) ?? '[]')).toMatchObject([{ phone: '77010000002' }]);
    expect(screen.getByText(/Новый код можно запросить через (1:00|0:59)/)).toBeTruthy();

    const input = screen.getByLabelText('Код из SMS');
    fireEvent.change(input, { target: { value: '12a' } });
    expect((input as HTMLInputElement).value).toBe('12');
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await screen.findByText('Код состоит из 4 цифр');
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: '9999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    fireEvent.click(screen.getByRole('button', { name: /Войти/ }));
    await screen.findByText('Неверный код. Проверьте SMS и введите код ещё раз');
    expect(onSubmit).toHaveBeenCalledTimes(1); // a double click sends one request
    expect((input as HTMLInputElement).value).toBe('9999');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('does not send again while the last code is younger than the wait', async () => {
    localStorage.setItem(SMS_REQUESTS_KEY, JSON.stringify([{ phone: '77010000002', created_at: Date.now() - 20_000 }]));
    render(<NoMotion><SmsCodeForm phone="77010000002" autoSend submitLabel="Войти" onSubmit={vi.fn()} /></NoMotion>);
    expect(await screen.findByText(/через 0:(40|39)/)).toBeTruthy();
    expect(requestCode).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Код из SMS')).toBeTruthy();
  });
});

describe('NewPasswordForm', { timeout: 20_000 }, () => {
  it('shows the first unmet rule live, success, and refuses a repeat that does not match', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<NoMotion><NewPasswordForm submitLabel="Сохранить пароль" onSubmit={onSubmit} /></NoMotion>);
    const password = screen.getByLabelText('Новый пароль');
    fireEvent.change(password, { target: { value: 'abc' } });
    await screen.findByText('Не менее 8 символов');
    fireEvent.change(password, { target: { value: 'abcdefg1!' } });
    await screen.findByText('Добавьте заглавную латинскую букву');
    fireEvent.change(password, { target: { value: 'Abcdefg1!' } });
    await screen.findByText('Надёжный пароль');
    fireEvent.change(screen.getByLabelText('Повторите пароль'), { target: { value: 'Abcdefg1?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    await screen.findByText('Пароли не совпадают!');
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Повторите пароль'), { target: { value: 'Abcdefg1!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('Abcdefg1!'));
  });

  it('a rule the server names lands on the password field', async () => {
    const onSubmit = vi.fn(async () => Promise.reject(createAppError({ statusCode: 400, key: 'special_char_required', message: 'x' })));
    render(<NoMotion><NewPasswordForm submitLabel="Сохранить пароль" onSubmit={onSubmit} /></NoMotion>);
    fireEvent.change(screen.getByLabelText('Новый пароль'), { target: { value: 'Abcdefg1!' } });
    fireEvent.change(screen.getByLabelText('Повторите пароль'), { target: { value: 'Abcdefg1!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    await screen.findByText('Добавьте спецсимвол: !@#$%^&*()_=+[]{};:"|,.');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    fireEvent.change(screen.getByLabelText('Новый пароль'), { target: { value: 'Abcdefg1!!' } });
    await screen.findByText('Надёжный пароль');
  });
});
