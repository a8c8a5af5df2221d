import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/*
 * Headings and secondary text in antd's colours without antd's Typography, whose one module
 * (ellipsis measuring, copy and edit controls) weighs ~27 KB gzip: pages that load first, such
 * as sign-in, show their few texts with these instead.
 */
export function PageHeading({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  const { token } = theme.useToken();
  return <h1 style={{ margin: '0 0 16px', fontSize: 22, fontWeight: 600, lineHeight: 1.35, color: token.colorTextHeading, ...style }}>{children}</h1>;
}

export function SecondaryText({ children, block, style }: { children: ReactNode; block?: boolean; style?: CSSProperties }) {
  const { token } = theme.useToken();
  const Tag = block ? 'p' : 'span';
  return <Tag style={{ margin: block ? '0 0 12px' : undefined, color: token.colorTextSecondary, ...style }}>{children}</Tag>;
}
