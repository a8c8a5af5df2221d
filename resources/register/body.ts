import type { CompanyType, PickupPointBody, RegistrationBody } from './registration-api';
import type { ChosenAddress } from '../../providers/geocoder/types';
import { DEFAULT_CITY_ID } from '../../providers/geocoder/address-rules';
import type { AddressValue } from '../../src/address/address-field';
import { normalizePhone } from '../../src/format/phone';
import { normalizeAccount } from './rules';

/**
 * The registration form's values and how they become the request body
 * (resources/register/registration-api.ts). The service point created with the shop has the
 * spec's defaults (spec 1 §2): 09:00-18:00 Monday to Friday, no hours at the weekend,
 * "Сервисная точка 1", store id PP1, priority 1, and the city id of the chosen city
 * (750000000, Almaty, unless another city is chosen).
 */
export const COUNTRY = 'Казахстан';
export { DEFAULT_CITY_ID };

export const SERVICE_POINT_DEFAULTS = {
  store_id: 'PP1',
  name: 'Сервисная точка 1',
  priority: 1,
  from: '09:00',
  to: '18:00',
  workdays: [1, 2, 3, 4, 5],
} as const;

export interface UploadedFile {
  name: string;
  url: string;
}

export type DocumentKind = 'offer' | 'application' | 'questionnaire';
export const DOCUMENT_KINDS: DocumentKind[] = ['offer', 'application', 'questionnaire'];

export interface RegisterValues {
  logo?: UploadedFile;
  storeName: string;
  companyName?: string;
  bin?: string;
  companyType: CompanyType;
  lastName: string;
  firstName: string;
  patronymic?: string;
  /** As typed in the +7 mask; sent as 11 digits. */
  phone?: string;
  accountNumber: string;
  bik: string;
  kbe: string;
  cityId: string;
  address: AddressValue;
  apartment: string;
  floor: string;
  zipcode: string;
  documents?: Partial<Record<DocumentKind, UploadedFile[]>>;
}

export function serviceSchedule(): PickupPointBody['schedule'] {
  return [1, 2, 3, 4, 5, 6, 7].map((week_day) => ({
    week_day,
    time_ranges: (SERVICE_POINT_DEFAULTS.workdays as readonly number[]).includes(week_day) ? [{ from: SERVICE_POINT_DEFAULTS.from, to: SERVICE_POINT_DEFAULTS.to }] : [],
  }));
}

const trim = (value: string | undefined) => (value ?? '').trim();

export function toRegistrationBody(values: RegisterValues, cityName: string): RegistrationBody {
  const address = values.address.address as ChosenAddress;
  const street = address.street || address.district;
  const fullName = [trim(values.lastName), trim(values.firstName), trim(values.patronymic)].filter(Boolean).join(' ');
  const phone = normalizePhone(trim(values.phone)) ?? '';
  const docs = (values.documents ? Object.values(values.documents) : []).flat().filter((d): d is UploadedFile => Boolean(d?.url));
  return {
    store_name: trim(values.storeName),
    logo_url: values.logo?.url ?? '',
    contact_info: { phone, first_name: trim(values.firstName), last_name: trim(values.lastName), patronymic: trim(values.patronymic) },
    company_info: {
      company_name: trim(values.companyName),
      ownership: values.companyType,
      first_name_ceo: trim(values.firstName),
      last_name_ceo: trim(values.lastName),
      patronymic_ceo: trim(values.patronymic),
      phone_number: phone,
      payment_requisites: { account_bank_number: normalizeAccount(values.accountNumber), bik: trim(values.bik).toUpperCase(), kbe: trim(values.kbe), bin: trim(values.bin), bank_name: '' },
    },
    address: { index: trim(values.zipcode), country: COUNTRY, street: `${street}, ${address.house}`, city: cityName },
    doc: docs.map(({ name, url }) => ({ name, link: url })),
    pickup_point: {
      store_id: SERVICE_POINT_DEFAULTS.store_id,
      priority: SERVICE_POINT_DEFAULTS.priority,
      name: SERVICE_POINT_DEFAULTS.name,
      is_active: true,
      delivery_days: 1,
      address: {
        apartment: trim(values.apartment),
        city_id: values.cityId || DEFAULT_CITY_ID,
        floor: trim(values.floor),
        ...(address.point && { geo: { ...address.point } }),
        house: address.house,
        street,
        zipcode: trim(values.zipcode),
        formatted: address.formatted,
      },
      contact: { info: fullName, phone },
      schedule: serviceSchedule(),
    },
  };
}
