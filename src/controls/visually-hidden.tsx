import type { ReactNode } from 'react';

/** Out of sight, still read by screen readers and reached by the keyboard. */
export const VISUALLY_HIDDEN: React.CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** Text for screen readers only (e.g. the header of a column of icon buttons). */
export function VisuallyHidden({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <span id={id} style={VISUALLY_HIDDEN}>
      {children}
    </span>
  );
}
