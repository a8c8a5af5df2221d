import { Alert, Button, Card, Flex, Statistic } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { formatMoney } from '../format/money';
import { SecondaryText } from './plain-text';
import { COLORS } from './colors';

export interface MoneyCard {
  key: string;
  title: string;
  /** Tenge; undefined while loading or when unknown (shown as a dash). Negative sums are red. */
  value?: number;
  caption?: ReactNode;
}

interface Props {
  /** The region's accessible name. */
  label: string;
  cards: readonly MoneyCard[];
  width: number;
  loading: boolean;
  /** When set, a notice with a retry stands beside the cards (the page around them keeps working). */
  failure?: { message: string; retry: string; onRetry: () => void };
  style?: CSSProperties;
  /** One line (the caption once, then each title and sum) where the page needs its height for rows. */
  line?: boolean;
}

/** Sums in cards side by side (orders' profit, finance's balance), with their failure notice. */
export function MoneyCards({ label, cards, width, loading, failure, style, line }: Props) {
  if (line) return <MoneyLine label={label} cards={cards} loading={loading} failure={failure} style={style} />;
  return (
    <section aria-label={label} style={style}>
      <Flex gap={12} wrap align="stretch">
        {cards.map(({ key, title, value, caption }) => (
          <Card key={key} size="small" style={{ width }} styles={{ body: { padding: '12px 16px' } }}>
            <Statistic
              title={title}
              value={value === undefined ? '—' : formatMoney(value)}
              loading={loading}
              valueStyle={{ fontSize: 22, fontWeight: 600, color: value !== undefined && value < 0 ? COLORS.danger : undefined }}
            />
            {caption && <SecondaryText style={{ fontSize: 12 }}>{caption}</SecondaryText>}
          </Card>
        ))}
        {failure && (
          <Alert
            type="warning"
            showIcon
            style={{ alignSelf: 'center' }}
            message={failure.message}
            action={
              <Button size="small" onClick={failure.onRetry}>
                {failure.retry}
              </Button>
            }
          />
        )}
      </Flex>
    </section>
  );
}

/** The sums on one line: the (shared) caption, then each title with its sum; the failure as a small notice. */
function MoneyLine({ label, cards, loading, failure, style }: Omit<Props, 'width' | 'line'>) {
  const caption = cards.find((c) => c.caption)?.caption;
  return (
    <section aria-label={label} aria-busy={loading} style={style}>
      {/* Wrapped (a phone, a long language), the lines stay close: one block of sums, not a list of paragraphs. */}
      <Flex gap="4px 20px" wrap align="center" style={{ minHeight: 32 }}>
        {caption && <SecondaryText>{caption}</SecondaryText>}
        {cards.map(({ key, title, value }) => (
          <span key={key} style={{ whiteSpace: 'nowrap' }}>
            <SecondaryText>{title}</SecondaryText>{' '}
            <strong style={{ fontSize: 16, fontWeight: 600, color: value !== undefined && value < 0 ? COLORS.danger : undefined }}>
              {loading ? '…' : value === undefined ? '—' : formatMoney(value)}
            </strong>
          </span>
        ))}
        {failure && (
          <Alert
            type="warning"
            showIcon
            style={{ paddingBlock: 2 }}
            message={failure.message}
            action={
              <Button size="small" onClick={failure.onRetry}>
                {failure.retry}
              </Button>
            }
          />
        )}
      </Flex>
    </section>
  );
}
