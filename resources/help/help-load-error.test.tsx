import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppError } from '../../providers/http/normalize-error';
import { NoMotion } from '../../tests/setup/antd-test';
import { setupTestI18n } from '../../tests/setup/i18n-test';
import { engineTexts } from '../../src/engine/texts';
import { commonTexts } from '../../src/controls/common-texts';
import { HelpLoadError } from './help-article';
import { helpTexts } from './texts';

beforeAll(() => {
  setupTestI18n([commonTexts, engineTexts, helpTexts]);
});

describe('HelpLoadError', () => {
  it('says the help did not load, why, and retries', () => {
    const onRetry = vi.fn();
    const error = createAppError({ statusCode: 0, key: 'errors.network', message: 'Network Error' });
    render(<NoMotion><HelpLoadError error={error} onRetry={onRetry} /></NoMotion>);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Не удалось загрузить справку');
    expect(alert).toHaveTextContent('Нет связи с сервером. Проверьте подключение и повторите.');
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
