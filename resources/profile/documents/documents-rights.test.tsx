import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { session } from '../../../providers/session';
import { rightsQueryKey } from '../../../src/engine/rights-call';
import { NoMotion } from '../../../tests/setup/antd-test';
import { setupTestI18n } from '../../../tests/setup/i18n-test';
import { commonTexts } from '../../../src/controls/common-texts';
import { profileTexts } from '../texts';

const api = vi.hoisted(() => ({ list: vi.fn(), count: vi.fn(), rename: vi.fn(), remove: vi.fn() }));
vi.mock('../profile-services', () => ({
  documentsApi: api,
  DOCUMENTS_KEY: ['documents'],
  countKey: (mid: string) => ['documents', 'count', mid],
  currentMid: () => 'm-1',
}));
const { DocumentsCard } = await import('./documents-card');

setupTestI18n([commonTexts, profileTexts]);

const MID = 'm-1';
const TDID = 't-1';
const doc = { id: 'd-1', name: 'Устав.pdf', link: '/f3/api/v1/documents/d-1.pdf', created_at: '2026-01-10T10:00:00Z', size: 1000, content_type: 'application/pdf' };

/** The card with the rights cache as the service answered it (the matrix: the owner and the accountant have documents.manage, the manager not). */
function setup(rights: string[] | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(rightsQueryKey(MID, TDID), rights);
  render(
    <NoMotion>
      <App>
        <QueryClientProvider client={client}>
          <DocumentsCard blocked={false} />
        </QueryClientProvider>
      </App>
    </NoMotion>,
  );
}

beforeEach(() => {
  session.set({ mid: MID, tdid: TDID, merchant_access_token: 'token' });
  api.list.mockResolvedValue([doc]);
  api.count.mockResolvedValue({ count: 1, is_add_allowed: true });
});
afterEach(() => {
  session.clear();
  vi.clearAllMocks();
});

const MISSING = 'Недостаточно прав: документы магазина';

describe('shop documents need documents.manage (issue 28)', () => {
  it('without it (a manager): upload, rename and delete stay, disabled, with the reason; open and download stay live', async () => {
    setup(['orders.decide', 'products.price', 'products.bind']);
    const row = await screen.findByTestId('document-row');
    expect(await screen.findByTestId('documents-counter')).toHaveTextContent('1 из 20');
    const upload = screen.getByRole('button', { name: /Загрузить документы/ });
    expect(upload).toBeDisabled();
    expect(upload.closest('[data-reason]')).toHaveAttribute('data-reason', MISSING);
    const rename = within(row).getByRole('button', { name: /Переименовать/ });
    const remove = within(row).getByRole('button', { name: /Удалить/ });
    expect(rename).toBeDisabled();
    expect(remove).toBeDisabled();
    expect(rename.closest('[data-reason]')).toHaveAttribute('data-reason', MISSING);
    expect(remove.closest('[data-reason]')).toHaveAttribute('data-reason', MISSING);
    expect(within(row).getAllByText(MISSING)).toHaveLength(2);
    expect(within(row).getByRole('link', { name: /Открыть/ })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: /Скачать/ })).toBeInTheDocument();
  });

  it('with it (an accountant): upload, rename and delete are live, no reason shown', async () => {
    setup(['documents.manage', 'installments.manage']);
    const row = await screen.findByTestId('document-row');
    expect(await screen.findByTestId('documents-counter')).toHaveTextContent('1 из 20');
    expect(screen.getByRole('button', { name: /Загрузить документы/ })).toBeEnabled();
    expect(within(row).getByRole('button', { name: /Переименовать/ })).toBeEnabled();
    expect(within(row).getByRole('button', { name: /Удалить/ })).toBeEnabled();
    expect(screen.queryByText(MISSING)).toBeNull();
  });

  it('rights unknown (an older service): the controls stay live, the service judges', async () => {
    setup(null);
    const row = await screen.findByTestId('document-row');
    expect(await screen.findByTestId('documents-counter')).toHaveTextContent('1 из 20');
    expect(screen.getByRole('button', { name: /Загрузить документы/ })).toBeEnabled();
    expect(within(row).getByRole('button', { name: /Переименовать/ })).toBeEnabled();
  });
});
