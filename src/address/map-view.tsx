import { mapView } from '../../providers/geocoder/address-rules';
import type { GeocodedAddress } from '../../providers/geocoder/types';
import { mapsApiKey } from './address-services';
import { StaticMap } from './static-map';
import { YandexMap } from './yandex-map';

/**
 * The map under an address: centred on 43.238293, 76.945465 at zoom 12 until an address is
 * known, then on it at zoom 17 (spec 1 §9). Interactive with a maps key, static without.
 */
export function MapView({ address, height = 240 }: { address: GeocodedAddress | null; height?: number }) {
  const { center, zoom } = mapView(address?.point);
  const label = address?.formatted;
  if (mapsApiKey) return <YandexMap apiKey={mapsApiKey} center={center} zoom={zoom} label={label} height={height} />;
  return <StaticMap center={center} zoom={zoom} label={label} height={height} />;
}
