import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { createAppError } from '../../../providers/http/normalize-error';
import { NoMotion } from '../../../tests/setup/antd-test';
import { setupTestI18n } from '../../../tests/setup/i18n-test';
import { commonTexts } from '../../../src/controls/common-texts';
import { profileTexts } from '../texts';

const api = vi.hoisted(() => ({ list: vi.fn(), count: vi.fn(), upload: vi.fn() }));
vi.mock('../profile-services', () => ({
  documentsApi: api,
  DOCUMENTS_KEY: ['documents'],
  countKey: (mid: string) => ['documents', 'count', mid],
  currentMid: () => 'm-1',
}));
const { DocumentsCard } = await import('./documents-card');

setupTestI18n([commonTexts, profileTexts]);

function renderCard() {
  render(
    <NoMotion>
      <App>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <DocumentsCard blocked={false} />
        </QueryClientProvider>
      </App>
    </NoMotion>,
  );
}

describe('<DocumentsCard> count', () => {
  it('upload waits for the count: a failed count says why the button is off, and "Повторить" turns it on', async () => {
    api.list.mockResolvedValue([]);
    api.count.mockRejectedValueOnce(createAppError({ statusCode: 503, key: 'errors.server', message: 'service unavailable' }));
    renderCard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось проверить, можно ли добавить документы');
    expect(alert).toHaveTextContent('Сервис временно недоступен');
    expect(screen.getByRole('button', { name: /Загрузить документы/ })).toBeDisabled();

    api.count.mockResolvedValueOnce({ count: 2, is_add_allowed: true });
    fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByTestId('documents-counter')).toHaveTextContent('2 из 20');
    expect(screen.getByRole('button', { name: /Загрузить документы/ })).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const refusedForContent = () => createAppError({ statusCode: 400, key: 'documents_format_error', message: 'file content is not pdf', serverMessage: 'file content is not pdf' });

describe('<DocumentsCard> uploads', () => {
  it('a file refused for its content offers to replace it, not to retry; the replacement goes up in its place', async () => {
    api.list.mockResolvedValue([]);
    api.count.mockResolvedValue({ count: 0, is_add_allowed: true });
    api.upload.mockReset().mockRejectedValueOnce(refusedForContent());
    renderCard();
    await screen.findByTestId('documents-counter');
    fireEvent.change(screen.getByTestId('documents-input'), { target: { files: [pdf('Устав.pdf')] } });
    const item = await screen.findByTestId('upload-item');
    await within(item).findByText(/Не загружен/);
    expect(within(item).queryByRole('button', { name: /Повторить/ })).toBeNull();
    const replace = within(item).getByRole('button', { name: 'Заменить файл «Устав.pdf»' });
    expect(replace).toBeEnabled();

    api.upload.mockResolvedValueOnce({ id: 'd1', name: 'Устав (скан).pdf', link: '/f3/api/v1/documents/d1.pdf' });
    fireEvent.click(replace);
    fireEvent.change(screen.getByTestId('replace-file-input'), { target: { files: [pdf('Устав (скан).pdf')] } });
    await vi.waitFor(() => expect(api.upload).toHaveBeenCalledTimes(2));
    expect(api.upload.mock.calls[1].slice(0, 3)).toEqual(['m-1', expect.objectContaining({ name: 'Устав (скан).pdf' }), 'Устав (скан).pdf']);
  });

  it('a failure of the service (not of the file) keeps "Повторить"', async () => {
    api.list.mockResolvedValue([]);
    api.count.mockResolvedValue({ count: 0, is_add_allowed: true });
    api.upload.mockReset().mockRejectedValueOnce(createAppError({ statusCode: 503, key: 'errors.server', message: 'unavailable' }));
    renderCard();
    await screen.findByTestId('documents-counter');
    fireEvent.change(screen.getByTestId('documents-input'), { target: { files: [pdf('Устав.pdf')] } });
    const item = await screen.findByTestId('upload-item');
    expect(await within(item).findByRole('button', { name: /Повторить/ })).toBeEnabled();
    expect(within(item).queryByRole('button', { name: /Заменить файл/ })).toBeNull();
  });

  it('a document keeps its extension: sent with it, shown and downloaded with it even when renamed without', async () => {
    api.list.mockResolvedValue([{ id: 'd2', name: 'Устав компании', link: '/f3/api/v1/documents/d2.docx' }]);
    api.count.mockResolvedValue({ count: 1, is_add_allowed: true });
    api.upload.mockReset().mockResolvedValueOnce({ id: 'd3', name: 'Справка.pdf', link: '/f3/api/v1/documents/d3.pdf' });
    renderCard();
    const download = await screen.findByRole('link', { name: 'Скачать: Устав компании.docx' });
    expect(download).toHaveAttribute('download', 'Устав компании.docx');
    expect(screen.getByRole('link', { name: 'Устав компании.docx' })).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('documents-input'), { target: { files: [pdf('Справка.pdf')] } });
    await vi.waitFor(() => expect(api.upload).toHaveBeenCalledTimes(1));
    expect(api.upload.mock.calls[0][2]).toBe('Справка.pdf');
  });
});
