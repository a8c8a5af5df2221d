import { Flex } from 'antd';
import type { ReactNode } from 'react';

const INLINE = { display: 'inline-flex' } as const;

/**
 * What antd's horizontal `Space` draws (an inline row, items centred, a gap) without its
 * `div` around each item (issue 30: one element fewer a child, on every page that has one).
 */
export function InlineRow({ gap = 8, wrap, children }: { gap?: number; wrap?: boolean; children: ReactNode }) {
  return (
    <Flex gap={gap} wrap={wrap} align="center" style={INLINE}>
      {children}
    </Flex>
  );
}
