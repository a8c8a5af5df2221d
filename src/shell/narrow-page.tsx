import type { CSSProperties, ReactNode } from 'react';

/** Spec 1 §9: the narrow pages of the profile area keep their content within 848 px. */
export const NARROW_CONTENT_WIDTH = 848;

/** Wraps a profile-area page (info, settings, employees, ...) so its content stays 848 px wide at most. */
export function NarrowPage({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return <div style={{ maxWidth: NARROW_CONTENT_WIDTH, width: '100%', ...style }}>{children}</div>;
}
