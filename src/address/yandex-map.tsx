import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { YMap, YMapMarker } from '@yandex/ymaps3-types';
import type { GeoPoint } from '../../providers/geocoder/types';
import { loadYmaps3 } from '../../providers/geocoder/yandex-loader';
import { StaticMap } from './static-map';
import { COLORS } from '../controls/colors';

interface Props {
  apiKey: string;
  center: GeoPoint;
  zoom: number;
  label?: string;
  height: number;
  /** The pin may be dragged; its new point is handed here. */
  onMove?: (point: GeoPoint) => void;
}

/**
 * The interactive map (Yandex Maps JS API v3, loaded on first use) with a pin on the
 * chosen address. If the API cannot load (network, wrong key) the static view stands in.
 */
export function YandexMap({ apiKey, center, zoom, label, height, onMove }: Props) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<{ map: YMap; marker: YMapMarker } | null>(null);
  const [failed, setFailed] = useState(false);
  const moved = useRef(onMove);
  moved.current = onMove;
  const location = { center: [center.longitude, center.latitude] as [number, number], zoom };

  useEffect(() => {
    let cancelled = false;
    loadYmaps3(apiKey)
      .then((api) => {
        if (cancelled || !box.current) return;
        const pin = document.createElement('div');
        pin.style.cssText = `width:18px;height:18px;border-radius:50% 50% 50% 0;background:#d4380d;transform:translate(-50%,-100%) rotate(-45deg);border:2px solid ${COLORS.surface}`;
        const created = new api.YMap(box.current, { location });
        created.addChild(new api.YMapDefaultSchemeLayer({}));
        created.addChild(new api.YMapDefaultFeaturesLayer({}));
        const marker = new api.YMapMarker(
          {
            coordinates: location.center,
            draggable: Boolean(moved.current),
            onDragEnd: ([longitude, latitude]) => moved.current?.({ latitude, longitude }),
          },
          pin,
        );
        created.addChild(marker);
        map.current = { map: created, marker };
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      map.current?.map.destroy();
      map.current = null;
    };
    // The map is made once per key; later moves go through update() below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [apiKey]);

  useEffect(() => {
    map.current?.map.update({ location: { ...location, duration: 300 } });
    map.current?.marker.update({ coordinates: location.center, draggable: Boolean(onMove) });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [center.latitude, center.longitude, zoom, Boolean(onMove)]);

  if (failed) return <StaticMap center={center} zoom={zoom} label={label} height={height} onMove={onMove} />;
  return <div ref={box} role="region" aria-label={label ? t('address.map.mapOf', { address: label }) : t('address.map.title')} style={{ height, borderRadius: 8, overflow: 'hidden' }} />;
}
