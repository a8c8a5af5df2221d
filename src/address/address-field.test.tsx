import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import type { GeocodedAddress, Geocoder } from '../../providers/geocoder/types';
import { NoMotion } from '../../tests/setup/antd-test';
import { setupTestI18n } from '../../tests/setup/i18n-test';
import { AddressField, addressRule, EMPTY_ADDRESS, type AddressValue } from './address-field';
import { addressTexts } from './texts';

const i18n = setupTestI18n([addressTexts]);
// antd's first AutoComplete render is slow in jsdom on a busy machine; the debounce is real time.
vi.setConfig({ testTimeout: 20_000 });

const found = (street: string, house: string, precision = 'exact'): GeocodedAddress => ({
  formatted: `Казахстан, Алматы, ${street}${house ? `, ${house}` : ''}`, precision, point: { latitude: 43.24, longitude: 76.95 }, zipcode: house ? 'A05C9Y3' : '',
  country: 'Казахстан', locality: 'Алматы', district: '', street, house,
});

function fakeGeocoder(): Geocoder & { suggest: ReturnType<typeof vi.fn>; geocode: ReturnType<typeof vi.fn> } {
  return {
    kind: 'sandbox',
    suggest: vi.fn(async (text: string) =>
      text.includes('Хогвартс') ? [] : /15$/.test(text)
        ? [
            { title: 'проспект Абая, 15', subtitle: 'Алматы, Казахстан', text: 'Казахстан, Алматы, проспект Абая, 15' },
            { title: 'улица Абая, 15', subtitle: 'Алматы, Казахстан', text: 'Казахстан, Алматы, улица Абая, 15' },
          ]
        : [{ title: 'проспект Абая', subtitle: 'Алматы, Казахстан', text: 'Казахстан, Алматы, проспект Абая' }],
    ),
    geocode: vi.fn(async (text: string) => (text.endsWith('улица Абая, 15') ? found('улица Абая', '15') : text.endsWith('15') ? found('проспект Абая', '15') : text.endsWith('Абая') ? found('проспект Абая', '', 'street') : null)),
    reverse: vi.fn(async () => null),
  };
}

function Harness({ geocoder, onValue }: { geocoder: Geocoder; onValue: (v: AddressValue) => void }) {
  return (
    <NoMotion>
      <Form initialValues={{ address: EMPTY_ADDRESS }} onValuesChange={(_, all: { address: AddressValue }) => onValue(all.address)}>
        <Form.Item name="address" label="Улица и дом" rules={[addressRule(i18n.t.bind(i18n))]}>
          <AddressField city="Алматы" geocoder={geocoder} />
        </Form.Item>
        <Button htmlType="submit">OK</Button>
      </Form>
    </NoMotion>
  );
}

/** The field with "Абая 15" typed and its two suggestions shown. */
async function withSuggestionsOpen() {
  const geocoder = fakeGeocoder();
  const onValue = vi.fn();
  render(<Harness geocoder={geocoder} onValue={onValue} />);
  const input = screen.getByRole('combobox', { name: 'Улица и дом' });
  fireEvent.change(input, { target: { value: 'Абая 15' } });
  await screen.findByTitle('улица Абая, 15');
  return { geocoder, onValue, input };
}

describe('<AddressField>', () => {
  it('asks for suggestions once typing pauses, with the city and 5 results; a street alone needs the house', async () => {
    const geocoder = fakeGeocoder();
    const onValue = vi.fn();
    render(<Harness geocoder={geocoder} onValue={onValue} />);
    const input = screen.getByRole('combobox', { name: 'Улица и дом' });
    for (const text of ['А', 'Аб', 'Аба', 'Абая']) fireEvent.change(input, { target: { value: text } });
    await waitFor(() => expect(geocoder.suggest).toHaveBeenCalledTimes(1));
    expect(geocoder.suggest).toHaveBeenCalledWith('Алматы, Абая', expect.objectContaining({ limit: 5 }));

    fireEvent.click(await screen.findByTitle('проспект Абая'));
    expect(await screen.findByText('Неточный адрес, требуется номер дома')).toBeInTheDocument();
    expect(input).toHaveValue('проспект Абая');
    expect(geocoder.geocode).toHaveBeenCalledWith('Казахстан, Алматы, проспект Абая');
  });

  it('keeps a usable address with its street line, and forgets it when the text is edited', async () => {
    const geocoder = fakeGeocoder();
    const onValue = vi.fn();
    render(<Harness geocoder={geocoder} onValue={onValue} />);
    const input = screen.getByRole('combobox', { name: 'Улица и дом' });
    fireEvent.change(input, { target: { value: 'Абая 15' } });
    fireEvent.click(await screen.findByTitle('проспект Абая, 15'));
    await waitFor(() => expect(onValue).toHaveBeenLastCalledWith(expect.objectContaining({ text: 'проспект Абая, 15', problem: null, address: expect.objectContaining({ house: '15', zipcode: 'A05C9Y3' }) })));
    expect(screen.queryByText(/Неточный адрес/)).not.toBeInTheDocument();

    fireEvent.change(input, { target: { value: 'проспект Абая, 16' } });
    expect(onValue).toHaveBeenLastCalledWith({ text: 'проспект Абая, 16', address: null, problem: null });
  });

  it('geocodes typed text on Enter: nothing found says so', async () => {
    const geocoder = fakeGeocoder();
    render(<Harness geocoder={geocoder} onValue={() => {}} />);
    const input = screen.getByRole('combobox', { name: 'Улица и дом' });
    fireEvent.change(input, { target: { value: 'Хогвартс 5' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 350))); // the (empty) suggestions arrive
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('Адрес не найден')).toBeInTheDocument();
    expect(geocoder.geocode).toHaveBeenCalledWith('Алматы, Хогвартс 5');
    expect(input).toHaveValue('Хогвартс 5');
  });

  it('Enter with the suggestions open takes the first one, as the hint promises', async () => {
    const { geocoder, onValue, input } = await withSuggestionsOpen();
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(onValue).toHaveBeenLastCalledWith(expect.objectContaining({ text: 'проспект Абая, 15', address: expect.objectContaining({ house: '15' }) })));
    expect(geocoder.geocode).toHaveBeenCalledTimes(1);
    expect(geocoder.geocode).toHaveBeenCalledWith('Казахстан, Алматы, проспект Абая, 15');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'false'));
  });

  it('Enter takes the suggestion highlighted with the arrow keys', async () => {
    const { geocoder, onValue, input } = await withSuggestionsOpen();
    fireEvent.keyDown(input, { key: 'ArrowDown', code: 'ArrowDown', keyCode: 40, which: 40 });
    fireEvent.keyDown(input, { key: 'ArrowDown', code: 'ArrowDown', keyCode: 40, which: 40 });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 });
    await waitFor(() => expect(onValue).toHaveBeenLastCalledWith(expect.objectContaining({ text: 'улица Абая, 15' })));
    expect(geocoder.geocode).toHaveBeenCalledTimes(1);
  });

  it('Esc closes the suggestions and keeps the typed address (the search input’s own Esc would wipe it)', async () => {
    const { geocoder, onValue, input } = await withSuggestionsOpen();
    const notPrevented = fireEvent.keyDown(input, { key: 'Escape', code: 'Escape', keyCode: 27, which: 27 });
    expect(notPrevented).toBe(false); // Chromium clears a type="search" input on an Esc it is left to handle
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'false'));
    expect(input).toHaveValue('Абая 15');
    expect(onValue).toHaveBeenLastCalledWith({ text: 'Абая 15', address: null, problem: null });
    expect(geocoder.geocode).not.toHaveBeenCalled();
  });

  it('asks to choose when text was typed but never geocoded', async () => {
    render(<Harness geocoder={{ ...fakeGeocoder(), geocode: () => new Promise(() => {}) }} onValue={() => {}} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Улица и дом' }), { target: { value: 'Абая' } });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Выберите адрес из подсказок или нажмите Enter, чтобы найти его')).toBeInTheDocument();
  });
});

describe('AddressField without a reachable geocoder: typed by hand', () => {
  function Manual({ geocoder, onFinish, city = 'Алматы' }: { geocoder: Geocoder; onFinish: (v: { address: AddressValue }) => void; city?: string }) {
    return (
      <NoMotion>
        <Form initialValues={{ address: EMPTY_ADDRESS }} onFinish={onFinish}>
          <Form.Item name="address" label="Улица и дом" rules={[addressRule(i18n.t.bind(i18n))]}>
            <AddressField city={city} geocoder={geocoder} searchable={false} />
          </Form.Item>
          <Button htmlType="submit">OK</Button>
        </Form>
      </NoMotion>
    );
  }

  it('street and house are typed, checked by the spec\'s rule (both needed) and submitted with no pin; no search is sent', async () => {
    const geocoder = fakeGeocoder();
    const onFinish = vi.fn();
    render(<Manual geocoder={geocoder} onFinish={onFinish} />);
    const street = screen.getByRole('textbox', { name: 'Улица и дом' });
    const house = screen.getByRole('textbox', { name: 'Дом' });
    expect(street).toHaveAccessibleDescription(i18n.t('address.manual.note'));

    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Укажите улицу и дом')).toBeInTheDocument();
    fireEvent.change(street, { target: { value: '  проспект   Абая ' } });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Неточный адрес, требуется номер дома')).toBeInTheDocument();
    fireEvent.change(street, { target: { value: '' } });
    fireEvent.change(house, { target: { value: '10' } });
    expect(await screen.findByText('Укажите улицу и дом')).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();

    fireEvent.change(street, { target: { value: '  проспект   Абая ' } });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect(onFinish.mock.calls[0][0].address).toEqual({
      text: 'проспект   Абая, 10',
      problem: null,
      address: {
        formatted: 'Казахстан, Алматы, проспект Абая, 10', precision: 'manual', point: null, zipcode: '',
        country: 'Казахстан', locality: 'Алматы', district: '', street: 'проспект Абая', house: '10',
      },
    });
    expect(geocoder.suggest).not.toHaveBeenCalled();
    expect(geocoder.geocode).not.toHaveBeenCalled();
  });

  it('another city keeps the typed street and house, in that city', async () => {
    const onFinish = vi.fn();
    const { rerender } = render(<Manual geocoder={fakeGeocoder()} onFinish={onFinish} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Улица и дом' }), { target: { value: 'Кенесары' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Дом' }), { target: { value: '40' } });
    rerender(<Manual geocoder={fakeGeocoder()} onFinish={onFinish} city="Астана" />);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect(onFinish.mock.calls[0][0].address.address.formatted).toBe('Казахстан, Астана, Кенесары, 40');
  });
});
