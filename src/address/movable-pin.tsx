import { EnvironmentFilled } from '@ant-design/icons';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeoPoint } from '../../providers/geocoder/types';

/** Pixels one arrow key press moves the pin. */
export const KEY_STEP_PX = 24;

/**
 * The point `dx`, `dy` screen pixels away from `center` at a web-map zoom (Web Mercator,
 * 256-pixel tiles): what a pin moved on the map now stands on.
 */
export function pointAt(center: GeoPoint, zoom: number, dx: number, dy: number): GeoPoint {
  const degreesPerPixel = 360 / (256 * 2 ** zoom);
  const latitude = center.latitude - dy * degreesPerPixel * Math.cos((center.latitude * Math.PI) / 180);
  const longitude = center.longitude + dx * degreesPerPixel;
  return { latitude: +latitude.toFixed(6), longitude: +longitude.toFixed(6) };
}

/**
 * The static map's pin when it may be moved: dragged with a pointer, or with the arrow keys
 * when focused. Where it is let go becomes a point (pointAt) handed to `onMove`.
 */
export function MovablePin({ center, zoom, onMove }: { center: GeoPoint; zoom: number; onMove: (point: GeoPoint) => void }) {
  const { t } = useTranslation();
  const [offset, setOffset] = useState<{ x: number; y: number } | null>(null);
  const start = useRef<{ x: number; y: number } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    start.current = { x: event.clientX, y: event.clientY };
    setOffset({ x: 0, y: 0 });
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    if (start.current) setOffset({ x: event.clientX - start.current.x, y: event.clientY - start.current.y });
  };
  const onPointerUp = (event: PointerEvent<HTMLButtonElement>) => {
    if (!start.current) return;
    const dx = event.clientX - start.current.x;
    const dy = event.clientY - start.current.y;
    start.current = null;
    setOffset(null);
    if (Math.abs(dx) + Math.abs(dy) >= 3) onMove(pointAt(center, zoom, dx, dy));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[event.key];
    if (!step) return;
    event.preventDefault();
    onMove(pointAt(center, zoom, step[0] * KEY_STEP_PX, step[1] * KEY_STEP_PX));
  };

  return (
    <button
      type="button"
      aria-label={t('address.map.movePin')}
      title={t('address.map.movePin')}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onKeyDown={onKeyDown}
      data-testid="map-pin"
      style={{
        position: 'absolute',
        left: `calc(50% + ${offset?.x ?? 0}px)`,
        top: `calc(50% + ${offset?.y ?? 0}px)`,
        transform: 'translate(-50%, -100%)',
        padding: 0,
        border: 0,
        background: 'none',
        cursor: offset ? 'grabbing' : 'grab',
        touchAction: 'none',
        lineHeight: 1,
      }}
    >
      <EnvironmentFilled aria-hidden style={{ fontSize: 36, color: '#d4380d' }} />
    </button>
  );
}
