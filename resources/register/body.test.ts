import { describe, expect, it } from 'vitest';
import type { GeocodedAddress } from '../../providers/geocoder/types';
import { manualAddress } from '../../providers/geocoder/address-rules';
import { serviceSchedule, toRegistrationBody, type RegisterValues } from './body';

const geocoded: GeocodedAddress = {
  formatted: 'Казахстан, Алматы, проспект Абая, 10', precision: 'exact', point: { latitude: 43.2419, longitude: 76.954 }, zipcode: 'A05C9Y3',
  country: 'Казахстан', locality: 'Алматы', district: 'Алмалинский район', street: 'проспект Абая', house: '10',
};

const values: RegisterValues = {
  logo: { name: 'logo.png', url: '/f3/api/v1/uploads/logos-1.png' },
  storeName: ' Мой магазин ',
  companyType: 'IP',
  lastName: 'Садыкова',
  firstName: 'Айгерим',
  phone: '77010000001',
  accountNumber: 'kz12 3456 7890 1234 5678',
  bik: 'hsbkkzkx',
  kbe: '19',
  cityId: '750000000',
  address: { text: 'проспект Абая, 10', address: geocoded, problem: null },
  apartment: '12',
  floor: '3',
  zipcode: 'A05C9Y3',
  documents: { offer: [{ name: 'offer.pdf', url: '/f3/api/v1/uploads/doc-1.pdf' }], questionnaire: [{ name: 'form.docx', url: '/f3/api/v1/uploads/doc-2.docx' }] },
};

describe('registration body', () => {
  it('an address typed by hand (no geocoder configured): its street and house, the typed zip code, and no map pin', () => {
    const { address } = manualAddress({ street: 'улица Толе би', house: '59', city: 'Алматы' });
    const body = toRegistrationBody({ ...values, address: { text: 'улица Толе би, 59', address, problem: null }, zipcode: ' 050000 ' }, 'Алматы');
    expect(body.address).toEqual({ index: '050000', country: 'Казахстан', street: 'улица Толе би, 59', city: 'Алматы' });
    expect(body.pickup_point.address).toEqual({ apartment: '12', city_id: '750000000', floor: '3', house: '59', street: 'улица Толе би', zipcode: '050000', formatted: 'Казахстан, Алматы, улица Толе би, 59' });
  });

  it('sends what the spec names, trimmed, the account upper-cased', () => {
    const body = toRegistrationBody(values, 'Алматы');
    expect(body).toMatchObject({
      store_name: 'Мой магазин',
      logo_url: '/f3/api/v1/uploads/logos-1.png',
      contact_info: { phone: '77010000001', first_name: 'Айгерим', last_name: 'Садыкова', patronymic: '' },
      company_info: { ownership: 'IP', last_name_ceo: 'Садыкова', payment_requisites: { account_bank_number: 'KZ123456789012345678', bik: 'HSBKKZKX', kbe: '19' } },
      address: { index: 'A05C9Y3', country: 'Казахстан', street: 'проспект Абая, 10', city: 'Алматы' },
      doc: [{ name: 'offer.pdf', link: '/f3/api/v1/uploads/doc-1.pdf' }, { name: 'form.docx', link: '/f3/api/v1/uploads/doc-2.docx' }],
    });
  });

  it('creates the service point with the spec defaults', () => {
    const point = toRegistrationBody(values, 'Алматы').pickup_point;
    expect(point).toMatchObject({
      store_id: 'PP1', name: 'Сервисная точка 1', priority: 1,
      address: { apartment: '12', floor: '3', city_id: '750000000', geo: { latitude: 43.2419, longitude: 76.954 }, street: 'проспект Абая', house: '10', zipcode: 'A05C9Y3' },
      contact: { info: 'Садыкова Айгерим', phone: '77010000001' },
    });
    expect(serviceSchedule()).toEqual([
      ...[1, 2, 3, 4, 5].map((week_day) => ({ week_day, time_ranges: [{ from: '09:00', to: '18:00' }] })),
      { week_day: 6, time_ranges: [] },
      { week_day: 7, time_ranges: [] },
    ]);
  });

  it('uses a micro-district where there is no street', () => {
    const samal = { ...geocoded, street: '', district: 'микрорайон Самал-2', house: '58' };
    const body = toRegistrationBody({ ...values, address: { text: '', address: samal, problem: null } }, 'Алматы');
    expect(body.address.street).toBe('микрорайон Самал-2, 58');
    expect(body.pickup_point.address.street).toBe('микрорайон Самал-2');
  });
});
