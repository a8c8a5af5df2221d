import type { ReactNode } from 'react';
import { COLORS } from './colors';

/**
 * How near a deadline is, in four bands shared by every deadline shown (orders' "confirm by",
 * refunds' end dates): past it, urgent, soon, plain. Each area decides where its bands begin;
 * the colours and the look of the words are the same everywhere, and the words always say it
 * too (colour is not alone).
 */
export type DeadlineBand = 'overdue' | 'urgent' | 'soon' | 'plain';

/** The bands' text colours (AA on white); plain keeps the surrounding colour. */
export const DEADLINE_COLOURS: Record<DeadlineBand, string | undefined> = { overdue: COLORS.dangerStrong, urgent: COLORS.danger, soon: COLORS.warning, plain: undefined };

/**
 * A deadline's words ("через 2 ч", "сегодня", "просрочено") in its band's colour: bold unless
 * plain, secondary when plain. With `dateTime`, a `<time>` of the deadline they speak of, on a
 * line of its own under the text before it (a cell's clock: issue 30, one element a cell).
 */
export function DeadlineWords({ band, fontSize = 11, dateTime, children }: { band: DeadlineBand; fontSize?: number; dateTime?: string; children: ReactNode }) {
  const style = { fontSize, color: DEADLINE_COLOURS[band] ?? COLORS.textSecondary, fontWeight: band === 'plain' ? undefined : 600 };
  if (dateTime === undefined) return <span style={style}>{children}</span>;
  return (
    <time dateTime={dateTime} data-band={band} style={{ ...style, display: 'block', marginTop: 1 }}>
      {children}
    </time>
  );
}
