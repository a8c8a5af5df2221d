import type { CSSProperties } from 'react';
import { mediaUrl } from '../../providers/media-url';
import { COLORS } from './colors';

export interface PictureProps {
  /** As an answer gives it: a service path (`/f3/api/v1/files/…`), an absolute URL, or nothing. */
  url: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  /** Loaded when it nears the screen (long lists). */
  lazy?: boolean;
  style?: CSSProperties;
}

/**
 * A picture an answer names, loaded from its service (mediaUrl: against a configured backend a
 * service path goes to that service, not to the app's origin). Without one, an empty box of
 * the same size keeps the row's layout, instead of an `<img src="">` and its broken-image mark.
 */
export function Picture({ url, alt, width, height, lazy, style }: PictureProps) {
  const src = mediaUrl(url);
  if (!src) return <span aria-hidden style={{ display: 'inline-block', width, height, background: COLORS.page, flex: 'none', ...style }} />;
  return <img src={src} alt={alt} width={width} height={height} loading={lazy ? 'lazy' : undefined} style={style} />;
}
