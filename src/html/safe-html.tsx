import { useMemo, type HTMLAttributes, type Ref } from 'react';
import { sanitizeHtml } from './sanitize';

interface SafeHtmlProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** HTML as a server sent it: sanitised here, never trusted. */
  html: string;
  ref?: Ref<HTMLDivElement>;
}

/** Renders server HTML after sanitizeHtml; the only place the app sets innerHTML. */
export function SafeHtml({ html, ref, ...rest }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div ref={ref} {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
