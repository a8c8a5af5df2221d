import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';

/**
 * antd without motion: overlays leave the DOM as soon as they close instead of waiting
 * for a CSS transition that jsdom never finishes.
 */
export function NoMotion({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={{ token: { motion: false } }}>{children}</ConfigProvider>;
}
