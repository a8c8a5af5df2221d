import { EnvironmentFilled } from '@ant-design/icons';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GeoPoint } from '../../providers/geocoder/types';
import { MovablePin } from './movable-pin';
import { COLORS } from '../controls/colors';

interface Props {
  center: GeoPoint;
  zoom: number;
  /** The chosen address; none yet = the default view. */
  label?: string;
  height: number;
  /** The pin may be moved (dragged or with the arrow keys); its new point is handed here. */
  onMove?: (point: GeoPoint) => void;
}

/** 43.238293, 76.945465 */
export const formatPoint = (p: GeoPoint) => `${p.latitude.toFixed(6)}, ${p.longitude.toFixed(6)}`;

/**
 * The map without a maps key: a plain schematic (not a map of the place) that says so, the
 * point and zoom the map would show, and a link to see the place on Yandex Maps.
 */
export function StaticMap({ center, zoom, label, height, onMove }: Props) {
  const { t } = useTranslation();
  const link = `https://yandex.kz/maps/?ll=${center.longitude},${center.latitude}&z=${zoom}${label ? `&pt=${center.longitude},${center.latitude}` : ''}`;
  const description = label ? t('address.map.staticAt', { address: label, point: formatPoint(center) }) : t('address.map.staticDefault', { point: formatPoint(center) });
  return (
    <figure style={{ margin: 0, border: '1px solid #d9d9d9', borderRadius: 8, overflow: 'hidden', background: '#f5f7fa' }} data-testid="static-map">
      {/* A movable pin is a control: the picture is then a group around it, not an image. */}
      <div role={label && onMove ? 'group' : 'img'} aria-label={description} style={{ position: 'relative', height }}>
        <svg width="100%" height="100%" aria-hidden focusable="false" style={{ position: 'absolute', inset: 0 }}>
          <defs>
            <pattern id="static-map-grid" width="56" height="56" patternUnits="userSpaceOnUse" patternTransform="rotate(-8)">
              <rect width="56" height="56" fill="#eef1f5" />
              <path d="M0 0H56M0 0V56" stroke="#ffffff" strokeWidth="8" />
            </pattern>
          </defs>
          <rect width="100%" height="100%" fill="url(#static-map-grid)" />
        </svg>
        {label && onMove ? (
          <MovablePin center={center} zoom={zoom} onMove={onMove} />
        ) : label ? (
          <EnvironmentFilled aria-hidden style={{ position: 'absolute', left: '50%', top: '50%', transform: 'translate(-50%, -100%)', fontSize: 36, color: '#d4380d' }} />
        ) : (
          <span aria-hidden style={{ position: 'absolute', left: '50%', top: '50%', width: 10, height: 10, borderRadius: 5, transform: 'translate(-50%, -50%)', background: '#8c8c8c' }} />
        )}
      </div>
      <figcaption style={{ padding: '8px 12px', background: COLORS.surface, borderTop: `1px solid ${COLORS.border}` }}>
        <Typography.Text strong>{label ?? t('address.map.noAddress')}</Typography.Text>
        <br />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('address.map.pointLine', { point: formatPoint(center), zoom })} ·{' '}
          <Typography.Link href={link} target="_blank" rel="noreferrer" style={{ fontSize: 12 }}>
            {t('address.map.openExternal')}
          </Typography.Link>
        </Typography.Text>
        <br />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('address.map.noKey')}</Typography.Text>
      </figcaption>
    </figure>
  );
}
