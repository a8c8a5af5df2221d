import type { PickupPoint } from '../pickup-points-api';
import type { ChosenAddress } from '../../../providers/geocoder/types';
import { DEFAULT_CITY_ID, MANUAL_PRECISION, streetLine } from '../../../providers/geocoder/address-rules';
import type { AddressValue } from '../../../src/address/address-field';
import { formatPhone, normalizePhone } from '../../../src/format/phone';
import { defaultSchedule, fromSchedule, toSchedule, type DayDraft } from './schedule';

/**
 * The pickup point form's values and the body of spec 3 §7 (store_id, name, priority,
 * contact, address, schedule, delivery_days, is_active), for create and edit alike. The
 * address comes from the geocoder: street (or district), house, point, formatted text and
 * zip code are the geocoded ones; apartment and floor are typed.
 */
export interface PointFormValues {
  store_id: string;
  name: string;
  priority: number | null;
  contactInfo: string;
  /** As shown in the +7 mask; sent as 11 digits. */
  phone: string;
  cityId: string;
  address: AddressValue;
  /** The zip code typed by hand where no geocoder is configured (else the geocoder's). */
  manualZipcode?: string;
  apartment: string;
  floor: string;
  /** Digits as typed. */
  deliveryDays: string;
  isActive: boolean;
  schedule: DayDraft[];
}

/** Spec 3 §9 "Default pickup point example": name "Сервисная точка 1", store id PP1, priority 1. */
export const DEFAULT_POINT = { storeIdPrefix: 'PP', name: 'Сервисная точка', deliveryDays: '1' };

/** The first free PPn, and the name and priority that go with it, for a new point. */
export function newPointValues(existing: readonly Pick<PickupPoint, 'store_id' | 'priority'>[]): PointFormValues {
  const taken = new Set(existing.map((p) => p.store_id.toLowerCase()));
  let n = 1;
  while (taken.has(`${DEFAULT_POINT.storeIdPrefix}${n}`.toLowerCase())) n++;
  const priority = existing.reduce((max, p) => Math.max(max, p.priority), 0) + 1;
  return {
    store_id: `${DEFAULT_POINT.storeIdPrefix}${n}`,
    name: `${DEFAULT_POINT.name} ${n}`,
    priority,
    contactInfo: '',
    phone: '',
    cityId: DEFAULT_CITY_ID,
    address: { text: '', address: null, problem: null },
    apartment: '',
    floor: '',
    deliveryDays: DEFAULT_POINT.deliveryDays,
    isActive: true,
    schedule: defaultSchedule(),
  };
}

/** The address a saved point stands for (geocoded when saved, or typed by hand without a pin). */
export function savedAddress(point: PickupPoint, cityName: string): ChosenAddress {
  const a = point.address;
  return {
    formatted: a.formatted,
    precision: 'exact',
    point: a.geo ? { ...a.geo } : null,
    zipcode: a.zipcode,
    country: 'Казахстан',
    locality: cityName,
    district: '',
    street: a.street,
    house: a.house,
  };
}

export function pointValues(point: PickupPoint, cityName: string): PointFormValues {
  const address = savedAddress(point, cityName);
  return {
    store_id: point.store_id,
    name: point.name,
    priority: point.priority,
    contactInfo: point.contact.info,
    phone: formatPhone(point.contact.phone),
    cityId: point.address.city_id,
    address: { text: streetLine(address), address, problem: null },
    manualZipcode: point.address.zipcode,
    apartment: point.address.apartment,
    floor: point.address.floor,
    deliveryDays: String(point.delivery_days),
    isActive: point.is_active,
    schedule: fromSchedule(point.schedule),
  };
}

const trim = (value: string | undefined) => (value ?? '').trim();

/** The create/edit body. The form's rules have passed: the address is geocoded, or typed by hand (no pin: no geo). */
export function toPointBody(values: PointFormValues): PickupPoint {
  const address = values.address.address as ChosenAddress;
  const { point } = address;
  return {
    store_id: trim(values.store_id),
    priority: values.priority ?? 1,
    name: trim(values.name),
    is_active: values.isActive,
    delivery_days: Number(values.deliveryDays || '0'),
    address: {
      apartment: trim(values.apartment),
      city_id: values.cityId || DEFAULT_CITY_ID,
      floor: trim(values.floor),
      ...(point && { geo: { latitude: point.latitude, longitude: point.longitude } }),
      house: address.house,
      street: address.street || address.district,
      zipcode: address.precision === MANUAL_PRECISION ? trim(values.manualZipcode) : address.zipcode,
      formatted: address.formatted,
    },
    contact: { info: trim(values.contactInfo), phone: normalizePhone(values.phone) ?? '' },
    schedule: toSchedule(values.schedule),
  };
}
