import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { SecondaryText } from '../../../src/controls/plain-text';
import { COLORS } from '../../../src/controls/colors';
import { useIsPhone } from '../../../src/controls/phone-viewport';
import { formatMoney, THIN_SPACE } from '../../../src/format/money';
import { formatNumber } from '../../../src/format/number';
import type { PricePreviewRow } from '../rules/bulk-price';
import type { ProductOnSale } from '../types';

/** A row of the bulk price preview: the rule's verdict beside its product. */
export interface PreviewRow extends PricePreviewRow {
  product: ProductOnSale;
}

type Row = PreviewRow;

/** Tenge with its fraction (before rounding), grouped as formatMoney groups: "1 699,15 ₸". */
const exactMoney = (value: number, lang: string): string => `${formatNumber(value, lang, { maximumFractionDigits: 2 }).replace(/[\s\u00a0\u202f]/g, THIN_SPACE)} ₸`;

/** A refusal of the rules reads as an error; "nothing to do" and the rounding as a note. */
const noteColour = (r: Row): string => (r.skip === 'tooLow' || r.skip === 'tooHigh' ? COLORS.dangerStrong : COLORS.textSecondary);

/** Each selected product's old and new price, and for a row left out, why (issue 34). */
export function PreviewTable({ rows }: { rows: Row[] }) {
  const { t, i18n } = useTranslation();
  const phone = useIsPhone();
  const note = (r: Row): string | undefined => {
    if (r.skip) return t(`products.bulk.skip.${r.skip}`);
    if (r.exact !== undefined) return t('products.bulk.rounded', { exact: exactMoney(r.exact, i18n.language) });
    return undefined;
  };
  const box = { maxHeight: 360, overflow: 'auto', border: `1px solid ${COLORS.border}`, borderRadius: 6 } as const;
  if (phone) {
    // A phone: each product on its lines (a four-column table would scroll sideways).
    return (
      <ul aria-label={t('products.bulk.dialog.preview')} tabIndex={0} style={{ ...box, listStyle: 'none', margin: 0, padding: 0 }}>
        {rows.map((r) => (
          <li key={r.sku} style={{ padding: '8px 12px', borderBottom: `1px solid ${COLORS.border}`, background: r.skip ? COLORS.muted : undefined }}>
            <span style={{ display: 'block' }}>{r.product.title.ru}</span>
            <SecondaryText style={{ fontSize: 12 }}>{r.product.merchant_sku}</SecondaryText>
            <span style={{ display: 'block', whiteSpace: 'nowrap' }}>
              {formatMoney(r.old)} → {r.next === undefined ? '—' : <strong style={{ textDecoration: r.skip ? 'line-through' : undefined, fontWeight: r.skip ? 400 : 600 }}>{formatMoney(r.next)}</strong>}
            </span>
            {note(r) && <span style={{ display: 'block', color: noteColour(r), fontSize: 12 }}>{note(r)}</span>}
          </li>
        ))}
      </ul>
    );
  }
  const columns: TableColumnsType<Row> = [
    {
      key: 'product',
      title: t('products.bulk.dialog.product'),
      render: (_v, r) => (
        <>
          <span style={{ display: 'block' }}>{r.product.title.ru}</span>
          <SecondaryText style={{ fontSize: 12 }}>{r.product.merchant_sku}</SecondaryText>
        </>
      ),
    },
    { key: 'old', title: t('products.bulk.dialog.old'), width: 110, align: 'right', render: (_v, r) => <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(r.old)}</span> },
    {
      key: 'next',
      title: t('products.bulk.dialog.next'),
      width: 110,
      align: 'right',
      render: (_v, r) =>
        r.next === undefined ? '—' : <span style={{ whiteSpace: 'nowrap', fontWeight: r.skip ? 400 : 600, textDecoration: r.skip ? 'line-through' : undefined }}>{formatMoney(r.next)}</span>,
    },
    { key: 'note', title: t('products.bulk.dialog.note'), width: 220, render: (_v, r) => <span style={{ color: noteColour(r), fontSize: 12 }}>{note(r)}</span> },
  ];
  // The rows scroll inside their own box (the dialog's buttons stay in view): a named region the
  // keyboard can reach and scroll (antd's scroll box is neither).
  return (
    <div role="region" aria-label={t('products.bulk.dialog.preview')} tabIndex={0} style={box}>
      <Table<Row>
        size="small"
        rowKey="sku"
        columns={columns}
        dataSource={rows}
        pagination={false}
        style={{ minWidth: 560 }}
        onRow={(r) => (r.skip ? { style: { background: COLORS.muted } } : {})}
      />
    </div>
  );
}
