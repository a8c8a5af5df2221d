import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import ruRU from 'antd/locale/ru_RU';

/**
 * antd as the app configures it (Russian locale), without motion: overlays leave the
 * DOM as soon as they close instead of waiting for a CSS transition jsdom never ends.
 */
export function NoMotion({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={ruRU} theme={{ token: { motion: false } }}>
      {children}
    </ConfigProvider>
  );
}
