import { theme } from 'antd';
import type { AnchorHTMLAttributes, CSSProperties, ReactNode } from 'react';

/*
 * Headings, secondary text and links in antd's colours without antd's Typography, whose one
 * module (ellipsis measuring, copy and edit controls) weighs ~27 KB gzip: what every page
 * shows at once (sign-in, the shell, the lists' titles and footers) uses these instead.
 */
export function PageHeading({ children, style, id }: { children: ReactNode; style?: CSSProperties; id?: string }) {
  const { token } = theme.useToken();
  return (
    <h1 id={id} style={{ margin: '0 0 16px', fontSize: 22, fontWeight: 600, lineHeight: 1.35, color: token.colorTextHeading, ...style }}>
      {children}
    </h1>
  );
}

export function SecondaryText({ children, block, style }: { children: ReactNode; block?: boolean; style?: CSSProperties }) {
  const { token } = theme.useToken();
  const Tag = block ? 'p' : 'span';
  return <Tag style={{ margin: block ? '0 0 12px' : undefined, color: token.colorTextSecondary, ...style }}>{children}</Tag>;
}

/** A link as `Typography.Link` draws it: the link colour, no underline, the hover colour. */
export function TextLink(props: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const { token } = theme.useToken();
  return (
    <>
      <style href="partner-text-link" precedence="default">
        {`.partner-text-link{color:${token.colorLink};text-decoration:none;transition:color .2s}.partner-text-link:hover{color:${token.colorLinkHover}}.partner-text-link:active{color:${token.colorLinkActive}}`}
      </style>
      <a {...props} className="partner-text-link" />
    </>
  );
}
