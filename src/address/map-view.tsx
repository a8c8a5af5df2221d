import { mapView } from '../../providers/geocoder/address-rules';
import type { ChosenAddress, GeoPoint } from '../../providers/geocoder/types';
import { mapsApiKey } from './address-services';
import { StaticMap } from './static-map';
import { YandexMap } from './yandex-map';

/**
 * The map under an address: centred on 43.238293, 76.945465 at zoom 12 until an address is
 * known, then on it at zoom 17 (spec 1 §9). Interactive with a maps key, static without.
 * With `onMove` the pin of a known address can be moved (dragged, or arrow keys on the
 * static map) and the new point is handed back, for the address to follow. An address typed by
 * hand (no geocoder configured) has no point: the map stays on the default view.
 */
export function MapView({ address, height = 240, onMove }: { address: ChosenAddress | null; height?: number; onMove?: (point: GeoPoint) => void }) {
  // An address typed by hand has no pin: the default view, and nothing to move.
  const pinned = address?.point ? address : null;
  const { center, zoom } = mapView(pinned?.point);
  const label = pinned?.formatted;
  const move = pinned ? onMove : undefined;
  if (mapsApiKey) return <YandexMap apiKey={mapsApiKey} center={center} zoom={zoom} label={label} height={height} onMove={move} />;
  return <StaticMap center={center} zoom={zoom} label={label} height={height} onMove={move} />;
}
