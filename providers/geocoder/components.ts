import type { GeocodedAddress, GeoPoint } from './types';

/**
 * Both geocoders describe a found object by a list of address components {kind, name}
 * (Yandex's GeocoderMetaData.Address.Components; the sandbox answers the same list). The
 * most specific component of each kind wins: the micro-district over the city district.
 */
export interface AddressComponent {
  kind: string;
  name: string;
}

export function addressFrom(parts: {
  formatted: string;
  precision: string;
  point: GeoPoint;
  zipcode?: string;
  components: AddressComponent[];
}): GeocodedAddress {
  const last = (kind: string) => [...parts.components].reverse().find((c) => c.kind === kind)?.name ?? '';
  return {
    formatted: parts.formatted,
    precision: parts.precision,
    point: parts.point,
    zipcode: parts.zipcode ?? '',
    country: last('country'),
    locality: last('locality'),
    district: last('district'),
    street: last('street'),
    house: last('house'),
  };
}

export function isComponent(value: unknown): value is AddressComponent {
  const v = value as Partial<AddressComponent> | null;
  return typeof v === 'object' && v !== null && typeof v.kind === 'string' && typeof v.name === 'string';
}
