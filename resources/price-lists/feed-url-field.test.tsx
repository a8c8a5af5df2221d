import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createAppError } from '../../providers/http/normalize-error';
import { setupTestI18n } from '../../tests/setup/i18n-test';
import { commonTexts } from '../../src/controls/common-texts';
import { inAppFrame as inApp } from '../../tests/setup/in-app';
import { priceListsTexts } from './texts';

const api = vi.hoisted(() => ({ getFeedLink: vi.fn(), lastSuccessfulFeed: vi.fn(), createFeedLink: vi.fn(), updateFeedLink: vi.fn() }));
vi.mock('./price-lists-services', () => ({ priceListsApi: api, FEED_LINK_KEY: ['feed-link'], LAST_FEED_KEY: ['last-feed'] }));
const { AutomaticTab } = await import('./automatic-tab');

/** Issue 28: a feed link to an internal address is a field error in the user's language, before sending and from the service. */
beforeAll(() => setupTestI18n([commonTexts, priceListsTexts]));
afterEach(() => vi.resetAllMocks());

const NOT_ALLOWED = 'Ссылка должна вести на общедоступный адрес в интернете (http или https), а не на внутренний или локальный';

async function typeLink(url: string) {
  api.getFeedLink.mockResolvedValue(null);
  api.lastSuccessfulFeed.mockResolvedValue(null);
  render(inApp(<AutomaticTab />));
  const input = await screen.findByRole('textbox', { name: 'Ссылка на прайс-лист' });
  fireEvent.change(input, { target: { value: url } });
  fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
}

describe('feed link field', () => {
  it.each(['http://127.0.0.1/feed.xml', 'http://2130706433/feed.xml', 'http://[::ffff:127.0.0.1]/f.xml', 'file:///etc/passwd'])('%s: the field says why and nothing is sent', async (url) => {
    await typeLink(url);
    expect(await screen.findByText(NOT_ALLOWED)).toBeInTheDocument();
    expect(api.createFeedLink).not.toHaveBeenCalled();
  });

  it('the service refusing the address shows the same text on the field, not its sentence', async () => {
    api.createFeedLink.mockRejectedValueOnce(
      createAppError({ statusCode: 400, key: 'feed_url_not_allowed', message: 'the link must be a public http(s) address', serverMessage: 'the link must be a public http(s) address' }),
    );
    await typeLink('https://feeds.example.kz/feed.xml');
    await waitFor(() => expect(api.createFeedLink).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(NOT_ALLOWED)).toBeInTheDocument();
    expect(screen.queryByText('the link must be a public http(s) address')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Ссылка на прайс-лист' })).toHaveAttribute('aria-invalid', 'true');
  });
});
