import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { createAppError } from '../../providers/http/normalize-error';
import { setupTestI18n } from '../../tests/setup/i18n-test';
import { commonTexts } from '../../src/controls/common-texts';
import { inAppFrame as inApp } from '../../tests/setup/in-app';
import { priceListsTexts } from './texts';

const upload = vi.fn();
vi.mock('./price-lists-services', () => ({ priceListsApi: { upload: (...args: unknown[]) => upload(...args) } }));
const { ManualTab } = await import('./manual-tab');

/** The manual tab against a stubbed upload call: the format rule, one request per click, the error toasts. */
beforeAll(() => setupTestI18n([commonTexts, priceListsTexts]));
beforeEach(() => upload.mockReset());

const input = () => document.querySelector<HTMLInputElement>('input[type=file]')!;
const choose = (name: string) => fireEvent.change(input(), { target: { files: [new File(['x'], name)] } });
const renderTab = () => render(inApp(<MemoryRouter><ManualTab /></MemoryRouter>));

describe('manual upload tab', () => {
  it('refuses another format with the toast and sends nothing', async () => {
    renderTab();
    choose('prices.xlsx.csv');
    expect(await screen.findByText('Неверный формат файла: выберите файл XLSX, XLS или XML')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Загрузить' })).toBeNull();
    expect(upload).not.toHaveBeenCalled();
  });

  it('sends one request for a double click, then clears the file and links the event', async () => {
    let finish: (v: unknown) => void = () => undefined;
    upload.mockReturnValue(new Promise((r) => (finish = r)));
    renderTab();
    choose('PRICES.XLSX');
    const button = await screen.findByRole('button', { name: 'Загрузить' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(upload).toHaveBeenCalledTimes(1);
    finish({ id: 'e-1', entity_id: 'PRICES.XLSX', status: 'processing', created_at: '', meta: {} });
    expect(await screen.findByRole('link', { name: 'Открыть загрузку в истории' })).toHaveAttribute('href', '/products/upload/events/e-1');
    expect(screen.queryByRole('group', { name: 'PRICES.XLSX' })).toBeNull();
  });

  it('403 → access denied; another failure → the generic toast; the file stays chosen', async () => {
    upload.mockRejectedValueOnce(createAppError({ statusCode: 403, key: 'upload_forbidden', message: 'no' }));
    upload.mockRejectedValueOnce(createAppError({ statusCode: 500, key: 'errors.server', message: 'boom' }));
    renderTab();
    choose('feed.xml');
    fireEvent.click(await screen.findByRole('button', { name: 'Загрузить' }));
    expect(await screen.findByText('Недостаточно прав для загрузки прайс-листа')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Загрузить' })).not.toHaveClass('ant-btn-loading'));
    fireEvent.click(screen.getByRole('button', { name: 'Загрузить' }));
    expect(await screen.findByText('Не удалось загрузить прайс-лист. Попробуйте ещё раз')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'feed.xml' })).toBeInTheDocument();
  });

  it('a zip bomb refused by the service (issue 28) → its reason in Russian, not the server sentence', async () => {
    const sentence = 'the workbook is over the archive limits (50 MB uncompressed, 1000 entries, 200:1 per entry)';
    upload.mockRejectedValueOnce(createAppError({ statusCode: 400, key: 'upload_archive_too_large', message: sentence, serverMessage: sentence }));
    renderTab();
    choose('bomb.xlsx');
    fireEvent.click(await screen.findByRole('button', { name: 'Загрузить' }));
    expect(await screen.findByText(/^Файл слишком большой после распаковки: в книге может быть не больше 50 МБ данных и 1000 частей/)).toBeInTheDocument();
    expect(screen.queryByText(sentence)).toBeNull();
    expect(screen.queryByText('Не удалось загрузить прайс-лист. Попробуйте ещё раз')).toBeNull();
  });
});
