import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../../../tests/setup/i18n-test';
import { NoMotion } from '../../../tests/setup/antd-test';
import { createAppError } from '../../../providers/http/normalize-error';
import { commonTexts } from '../../../src/controls/common-texts';
import { employeesTexts } from '../texts';
import { CodeStep } from './code-step';

const verifyCode = vi.fn();
const requestCode = vi.fn(async () => ({ masked_phone: '+7 (701) ***-**-01' }));
vi.mock('../employees-services', () => ({
  employeesApi: { verifyCode: (...args: unknown[]) => verifyCode(...args), requestCode: () => requestCode() },
}));

beforeAll(() => setupTestI18n([commonTexts, employeesTexts]));
afterEach(() => {
  verifyCode.mockReset();
  localStorage.clear();
});

function Harness({ onVerified }: { onVerified: (p: unknown) => void }) {
  return (
    <NoMotion>
      <CodeStep phone="77015550101" rejected={false} onRejected={() => undefined} onTyped={() => undefined} onVerified={onVerified} onBack={() => undefined} />
    </NoMotion>
  );
}

describe('CodeStep', { timeout: 20_000 }, () => {
  it('refuses a short code before sending; a wrong code reports rejected and keeps what was typed', async () => {
    const onRejected = vi.fn();
    verifyCode.mockRejectedValue(createAppError({ statusCode: 400, key: 'auth_otp_wrong', message: 'wrong code' }));
    const { rerender } = render(
      <NoMotion>
        <CodeStep phone="77015550101" rejected={false} onRejected={onRejected} onTyped={() => undefined} onVerified={() => undefined} onBack={() => undefined} />
      </NoMotion>,
    );
    expect(screen.getByText('Код отправлен на +7 (701) 555-01-01')).toBeTruthy();
    const input = screen.getByLabelText('Код из SMS') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '12a' } });
    expect(input.value).toBe('12');
    fireEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    await screen.findByText('Неверный код. Проверьте SMS и введите 4 цифры');
    expect(verifyCode).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: '4321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(onRejected).toHaveBeenCalledTimes(1));
    expect(verifyCode).toHaveBeenCalledWith('77015550101', '4321');
    rerender(
      <NoMotion>
        <CodeStep phone="77015550101" rejected onRejected={onRejected} onTyped={() => undefined} onVerified={() => undefined} onBack={() => undefined} />
      </NoMotion>,
    );
    expect(screen.getByText('Неверный код. Проверьте SMS и введите 4 цифры')).toBeTruthy();
    expect((screen.getByLabelText('Код из SMS') as HTMLInputElement).value).toBe('4321');
  });

  it('a right code hands over the verified person; a double click sends once', async () => {
    const onVerified = vi.fn();
    let answer: (v: unknown) => void = () => undefined;
    verifyCode.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(<Harness onVerified={onVerified} />);
    fireEvent.change(screen.getByLabelText('Код из SMS'), { target: { value: '1111' } });
    const button = screen.getByRole('button', { name: 'Подтвердить' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(verifyCode).toHaveBeenCalledTimes(1));
    answer({ access_token: 'a', tdid: 't-1' });
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith({ access_token: 'a', tdid: 't-1' }));
    expect(verifyCode).toHaveBeenCalledTimes(1);
  });
});
