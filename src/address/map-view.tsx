import { mapView } from '../../providers/geocoder/address-rules';
import type { GeocodedAddress, GeoPoint } from '../../providers/geocoder/types';
import { mapsApiKey } from './address-services';
import { StaticMap } from './static-map';
import { YandexMap } from './yandex-map';

/**
 * The map under an address: centred on 43.238293, 76.945465 at zoom 12 until an address is
 * known, then on it at zoom 17 (spec 1 §9). Interactive with a maps key, static without.
 * With `onMove` the pin of a known address can be moved (dragged, or arrow keys on the
 * static map) and the new point is handed back, for the address to follow.
 */
export function MapView({ address, height = 240, onMove }: { address: GeocodedAddress | null; height?: number; onMove?: (point: GeoPoint) => void }) {
  const { center, zoom } = mapView(address?.point);
  const label = address?.formatted;
  const move = address ? onMove : undefined;
  if (mapsApiKey) return <YandexMap apiKey={mapsApiKey} center={center} zoom={zoom} label={label} height={height} onMove={move} />;
  return <StaticMap center={center} zoom={zoom} label={label} height={height} onMove={move} />;
}
