import { Button, Flex, Image, Tag, Tooltip, Typography } from 'antd';
import { DeleteOutlined, UndoOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { VisuallyHidden } from '../../../src/controls/visually-hidden';
import { formatMoney } from '../../../src/format/money';
import type { EditLine } from './use-product-editing';
import { QuantityCell } from './quantity-cell';
import { mediaUrl } from '../../../providers/media-url';
import { COLORS } from '../../../src/controls/colors';
import { EllipsisText } from '../../../src/controls/ellipsis-text';

/** A line's state (spec 2 §4): in the order, removed during this edit, or cancelled earlier. */
export type LineState = 'active' | 'removed' | 'inactive';

export function lineState(line: EditLine): LineState {
  if (!line.is_active) return 'inactive';
  return line.removed ? 'removed' : 'active';
}

/** antd's green/orange preset tags miss WCAG AA (3.3:1); these use the palettes' 8th shades (5:1 and more). */
const STATE_STYLES: Record<LineState, React.CSSProperties> = {
  active: { color: '#237804', background: '#f6ffed', borderColor: '#b7eb8f' },
  removed: { color: '#ad4e00', background: '#fff7e6', borderColor: '#ffd591' },
  inactive: {},
};

/**
 * Marketplace commission of a line in tenge (category plus installment, minor units / 100).
 * The server's figure is for the quantity the line had when editing began (initial_quantity),
 * so an edited quantity scales it: a removed line costs no commission.
 */
export function lineCommission(line: EditLine): number {
  const server = (line.category_commission + line.installment_commission) / 100;
  if (!line.is_active || line.initial_quantity === 0) return server;
  return (server * line.quantity) / line.initial_quantity;
}

/** What a line costs now: price × the quantity being edited (cancelled lines cost nothing). */
export function lineTotal(line: EditLine): number {
  return line.is_active ? line.price * line.quantity : line.total_price;
}

export interface ProductColumnsOptions {
  t: TFunction;
  editing: boolean;
  compact: boolean;
  /** A save is on its way: the lines wait for it. */
  locked: boolean;
  /** The state column, when some line is not simply in the order (or while editing). */
  showState: boolean;
  onQuantity(sku: string, input: string): { tooHigh: boolean };
  onRemove(sku: string): void;
  onRestore(sku: string): void;
}

function TitleCell({ line, t }: { line: EditLine; t: TFunction }) {
  const gone = lineState(line) !== 'active';
  return (
    <Flex vertical gap={2} style={{ minWidth: 0 }}>
      <EllipsisText title={line.title.ru}>
        <Typography.Text delete={gone} type={gone ? 'secondary' : undefined}>
          {line.title.ru}
        </Typography.Text>
      </EllipsisText>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('orders.products.sku', { sku: line.sku })} · {t('orders.products.merchantSku', { sku: line.merchant_sku })}
      </Typography.Text>
    </Flex>
  );
}

function LineButton({ line, t, disabled, onRemove, onRestore }: { line: EditLine; t: TFunction; disabled: boolean; onRemove(sku: string): void; onRestore(sku: string): void }) {
  if (!line.is_active) return null;
  const title = line.title.ru;
  const label = t(line.removed ? 'orders.products.restore' : 'orders.products.remove', { title });
  return (
    <Tooltip title={label} mouseEnterDelay={0.15}>
      <Button
        size="small"
        type="text"
        danger={!line.removed}
        aria-label={label}
        disabled={disabled}
        icon={line.removed ? <UndoOutlined /> : <DeleteOutlined />}
        onClick={() => (line.removed ? onRestore(line.sku) : onRemove(line.sku))}
      />
    </Tooltip>
  );
}

/** The product table's columns; the quantity turns into an input and a remove/restore button appears while editing. */
export function productColumns({ t, editing, compact, locked, showState, onQuantity, onRemove, onRestore }: ProductColumnsOptions): ColumnsType<EditLine> {
  const image = compact ? 40 : 48;
  const columns: ColumnsType<EditLine> = ([
    {
      key: 'image',
      title: <VisuallyHidden>{t('orders.products.columns.image')}</VisuallyHidden>,
      width: image + 16,
      render: (_, line) =>
        line.image_url ? (
          <Image
            src={mediaUrl(line.image_url)}
            alt={line.title.ru}
            width={image}
            height={image}
            style={{ objectFit: 'contain', borderRadius: 4, opacity: lineState(line) === 'active' ? 1 : 0.5 }}
            preview={false}
          />
        ) : (
          <div aria-hidden style={{ width: image, height: image, borderRadius: 4, background: COLORS.muted }} />
        ),
    },
    { key: 'title', title: t('orders.products.columns.title'), render: (_, line) => <TitleCell line={line} t={t} /> },
    { key: 'price', title: t('orders.products.columns.price'), align: 'right', width: 110, render: (_, line) => formatMoney(line.price) },
    {
      key: 'quantity',
      title: t('orders.products.columns.quantity'),
      align: editing ? 'left' : 'right',
      width: editing ? 120 : 110,
      render: (_, line) =>
        editing && line.is_active && !line.removed ? <QuantityCell line={line} onChange={onQuantity} disabled={locked} /> : line.quantity,
    },
    { key: 'total', title: t('orders.products.columns.total'), align: 'right', width: 120, render: (_, line) => formatMoney(lineTotal(line)) },
    {
      key: 'commission',
      title: t('orders.products.columns.commission'),
      align: 'right',
      width: 130,
      render: (_, line) => (
        <span>
          {formatMoney(lineCommission(line))}
          {line.category_percent > 0 && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{` · ${line.category_percent} %`}</Typography.Text>}
        </span>
      ),
    },
    showState && {
      key: 'state',
      title: t('orders.products.columns.state'),
      width: 130,
      render: (_, line) => {
        const state = lineState(line);
        return <Tag style={{ marginInlineEnd: 0, ...STATE_STYLES[state] }}>{t(`orders.products.states.${state}`)}</Tag>;
      },
    },
  ] as Array<ColumnsType<EditLine>[number] | false>).filter((c) => c !== false);
  if (editing) {
    columns.push({
      key: 'actions',
      title: <VisuallyHidden>{t('orders.products.columns.actions')}</VisuallyHidden>,
      width: 48,
      align: 'center',
      render: (_, line) => <LineButton line={line} t={t} disabled={locked} onRemove={onRemove} onRestore={onRestore} />,
    });
  }
  return columns;
}
