/**
 * The one geocoder interface (DESIGN "geocoder"): suggestions while typing and a geocode of
 * the chosen text. Two implementations: the Yandex Maps JS API v3 (yandex-geocoder.ts,
 * when a maps key is configured) and the sandbox's offline gazetteer (sandbox-geocoder.ts).
 * What counts as a usable address is decided above this interface (address-rules.ts), so
 * both behave the same.
 */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** One suggestion: what the list shows, and the full text to geocode when it is chosen. */
export interface AddressSuggestion {
  title: string;
  subtitle: string;
  /** Full address text (country, city, street, house) handed to geocode(). */
  text: string;
}

/**
 * The best match of a geocode. `precision` is the geocoder's own word (exact, number,
 * near, range, street, other for Yandex); the components are empty strings when absent.
 */
export interface GeocodedAddress {
  formatted: string;
  precision: string;
  point: GeoPoint;
  /** Postal code of the building (Kazpost, e.g. A05H8F1); empty when the geocoder has none. */
  zipcode: string;
  country: string;
  locality: string;
  /** A city district or micro-district ("микрорайон Самал-2"), which may stand in for a street. */
  district: string;
  street: string;
  house: string;
}

/**
 * The address a form keeps: a geocoded one, or one typed by hand where no geocoder is
 * configured (precision `manual`, no zip code of its own), whose map pin may be missing.
 */
export type ChosenAddress = Omit<GeocodedAddress, 'point'> & { point: GeoPoint | null };

export interface GeocodeOptions {
  signal?: AbortSignal;
}

export interface SuggestOptions extends GeocodeOptions {
  limit: number;
}

export interface Geocoder {
  readonly kind: 'yandex' | 'sandbox';
  suggest(text: string, options: SuggestOptions): Promise<AddressSuggestion[]>;
  /** The best match, or null when nothing is found. */
  geocode(text: string, options?: GeocodeOptions): Promise<GeocodedAddress | null>;
  /** The house at (or nearest to) a point, e.g. where a map pin was moved; null when none. */
  reverse(point: GeoPoint, options?: GeocodeOptions): Promise<GeocodedAddress | null>;
}
