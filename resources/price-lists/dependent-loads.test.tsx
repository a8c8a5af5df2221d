import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createAppError } from '../../providers/http/normalize-error';
import { setupTestI18n } from '../../tests/setup/i18n-test';
import { commonTexts } from '../../src/controls/common-texts';
import { inAppFrame as inApp } from '../../tests/setup/in-app';
import { priceListsTexts } from './texts';

const api = vi.hoisted(() => ({ getFeedLink: vi.fn(), lastSuccessfulFeed: vi.fn(), getConfig: vi.fn(), saveConfig: vi.fn() }));
vi.mock('./price-lists-services', () => ({
  priceListsApi: api,
  configApi: api,
  CONFIG_KEY: ['config'],
  FEED_LINK_KEY: ['feed-link'],
  LAST_FEED_KEY: ['last-feed'],
}));
const { GuideCard } = await import('./guide-card');
const { AutomaticTab } = await import('./automatic-tab');

/** The upload page's loads that other calls provide: each failure says why in its own place, with "Повторить". */
beforeAll(() => setupTestI18n([commonTexts, priceListsTexts]));
afterEach(() => vi.resetAllMocks());

const unavailable = () => createAppError({ statusCode: 503, key: 'errors.server', message: 'service unavailable', serverMessage: 'service unavailable' });

function expectReason(alert: HTMLElement, title: string) {
  expect(alert).toHaveTextContent(title);
  expect(alert).toHaveTextContent('Сервис временно недоступен');
  expect(alert).not.toHaveTextContent('service unavailable');
}

describe('upload page dependent loads', () => {
  it('the side guide: a failed config keeps the card with the reason, and "Повторить" shows the steps', async () => {
    api.getConfig.mockRejectedValueOnce(unavailable());
    render(inApp(<GuideCard />));
    const alert = await screen.findByRole('alert');
    expectReason(alert, 'Не удалось загрузить подсказку');
    expect(screen.getByRole('heading', { name: 'Как загрузить товары' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Далее' })).toBeNull();

    api.getConfig.mockResolvedValueOnce({ guides: { upload_price_list: true } });
    fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Шаг 2 из 4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Далее' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the automatic tab: a failed link and a failed last feed each say why (not "none yet"), and each retry loads its own', async () => {
    api.getFeedLink.mockRejectedValueOnce(unavailable());
    api.lastSuccessfulFeed.mockRejectedValueOnce(unavailable());
    render(inApp(<AutomaticTab />));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    const [link, last] = screen.getAllByRole('alert');
    expectReason(link, 'Не удалось загрузить ссылку на фид');
    expectReason(last, 'Не удалось загрузить последнюю загрузку');
    expect(screen.queryByText('Успешных загрузок по ссылке ещё не было.')).toBeNull();
    // Without the link there is no form to save over it.
    expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull();

    api.lastSuccessfulFeed.mockResolvedValueOnce(null);
    fireEvent.click(within(last).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Успешных загрузок по ссылке ещё не было.')).toBeInTheDocument();

    api.getFeedLink.mockResolvedValueOnce({ url: 'https://shop.kz/feed.xml', user: '', password: '' });
    fireEvent.click(within(link).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByDisplayValue('https://shop.kz/feed.xml')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.getFeedLink).toHaveBeenCalledTimes(2);
    expect(api.lastSuccessfulFeed).toHaveBeenCalledTimes(2);
  });
});
