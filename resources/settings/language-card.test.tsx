import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { createAppError } from '../../providers/http/normalize-error';
import { NoMotion } from '../../tests/setup/antd-test';
import { setupTestI18n } from '../../tests/setup/i18n-test';
import { commonTexts } from '../../src/controls/common-texts';
import { settingsTexts } from './texts';

const api = vi.hoisted(() => ({ getConfig: vi.fn(), saveConfig: vi.fn() }));
vi.mock('./settings-services', () => ({ settingsApi: api, CONFIG_KEY: ['config'] }));
const { LanguageCard } = await import('./language-card');

const i18n = setupTestI18n([commonTexts, settingsTexts]);
afterEach(async () => {
  vi.resetAllMocks();
  await i18n.changeLanguage('ru');
});

const CONFIG = { guides: { upload_price_list: true }, signed_agreements: { m1: ['delivery_agreement'] }, lang: 'ru' };
const unavailable = () => createAppError({ statusCode: 503, key: 'errors.server', message: 'service unavailable', serverMessage: 'service unavailable' });

const renderCard = () =>
  render(
    <NoMotion>
      <App>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <LanguageCard />
        </QueryClientProvider>
      </App>
    </NoMotion>,
  );

describe('<LanguageCard>', () => {
  it('never saves without the newest config: a failed read says so in the card (in the chosen language), and its retry saves', async () => {
    api.getConfig.mockRejectedValueOnce(unavailable());
    renderCard();
    fireEvent.click(screen.getByText('Қазақша'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Тіл қолданылды, бірақ профильде сақталмады');
    expect(alert).toHaveTextContent('Қызмет уақытша қолжетімсіз');
    expect(alert).not.toHaveTextContent('service unavailable');
    expect(api.saveConfig).not.toHaveBeenCalled();
    expect(i18n.language).toBe('kz'); // applied all the same

    api.getConfig.mockResolvedValueOnce(CONFIG);
    api.saveConfig.mockImplementation(async (config: unknown) => config);
    fireEvent.click(within(alert).getByRole('button', { name: 'Қайталау' }));
    await waitFor(() => expect(api.saveConfig).toHaveBeenCalledTimes(1));
    // Every other key as the server has it; only the language changes.
    expect(api.saveConfig).toHaveBeenCalledWith({ ...CONFIG, lang: 'kz' });
    expect(await screen.findByText('Тіл сақталды')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a failed save keeps the choice and offers "Повторить" in place', async () => {
    api.getConfig.mockResolvedValue(CONFIG);
    api.saveConfig.mockRejectedValueOnce(unavailable());
    renderCard();
    fireEvent.click(screen.getByText('English'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The language is applied but not saved in your profile');
    expect(alert).toHaveTextContent('The service is temporarily unavailable');
    api.saveConfig.mockImplementation(async (config: unknown) => config);
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Language saved')).toBeInTheDocument();
    expect(api.saveConfig).toHaveBeenLastCalledWith({ ...CONFIG, lang: 'en' });
  });
});
