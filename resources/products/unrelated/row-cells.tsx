import { Alert, Button, Dropdown, Flex } from 'antd';
import { LinkOutlined, MoreOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { UnrelatedRow } from '../types';
import { EllipsisText } from '../../../src/controls/ellipsis-text';
import { SecondaryText } from '../../../src/controls/plain-text';
import { useRight, WithReason } from '../../../src/engine/rights';
import { formatMoney } from '../../../src/format/money';
import type { BindErrorKind } from '../rules/bulk-outcome';
import { Picture } from '../../../src/controls/picture';
import { COLORS } from '../../../src/controls/colors';

export type DrawerTab = 'variants' | 'link' | 'search';

/** The seller's product: name, brand, price, sku, model and the binding error card (spec 3 §2, §8). */
export function PartnerCell({ row, error }: { row: UnrelatedRow; error?: BindErrorKind }) {
  return (
    <div style={{ minWidth: 0 }}>
      <EllipsisText title={row.products.name} strong>
        {row.products.name}
      </EllipsisText>
      <PartnerDetails row={row} error={error} />
    </div>
  );
}

/** The seller's product under its name: brand, price, sku, model and the binding error card (a phone card's title is the name). */
export function PartnerDetails({ row, error }: { row: UnrelatedRow; error?: BindErrorKind }) {
  const { t } = useTranslation();
  const p = row.products;
  return (
    <div style={{ minWidth: 0 }}>
      <span style={{ display: 'block' }}>
        {p.brand} · <strong style={{ fontWeight: 600 }}>{formatMoney(p.price)}</strong>
      </span>
      <SecondaryText block style={{ fontSize: 12 }}>
        {t('unrelated.row.sku', { sku: p.sku })}
        {p.model ? ` · ${t('unrelated.row.model', { model: p.model })}` : ''}
      </SecondaryText>
      {error && <Alert type="error" showIcon style={{ marginTop: 6, padding: '4px 8px', fontSize: 12 }} message={t(`unrelated.errors.${error}`)} />}
    </div>
  );
}

/** The marketplace's first suggestion, with the count of more variants; or the not-found card. */
export function MarketplaceCell({ row, onOpen }: { row: UnrelatedRow; onOpen(tab: DrawerTab): void }) {
  const { t } = useTranslation();
  const hit = row.variants.hits[0];
  if (!hit) {
    return (
      <div style={{ padding: '6px 10px', background: COLORS.muted, border: '1px dashed #d9d9d9', borderRadius: 6 }}>
        <strong style={{ display: 'block', fontWeight: 600 }}>{t('unrelated.row.notFound')}</strong>
        <Flex gap={4} align="center" wrap>
          <SecondaryText style={{ fontSize: 12 }}>{t('unrelated.row.notFoundHint')}</SecondaryText>
          <Button size="small" type="link" icon={<LinkOutlined aria-hidden />} onClick={() => onOpen('link')}>
            {t('unrelated.actions.byLink')}
          </Button>
          <Button size="small" type="link" icon={<SearchOutlined aria-hidden />} onClick={() => onOpen('search')}>
            {t('unrelated.actions.bySearch')}
          </Button>
        </Flex>
      </div>
    );
  }
  const more = Math.max(0, row.variants.total - 1);
  return (
    <Flex gap={10} align="center" style={{ minWidth: 0 }}>
      <Picture url={hit.picture} alt={t('unrelated.row.picture', { name: hit.name })} width={48} height={48} lazy style={{ objectFit: 'cover', borderRadius: 4, flex: 'none' }} />
      <div style={{ minWidth: 0 }}>
        <SecondaryText block style={{ fontSize: 12 }}>
          {hit.brand}
        </SecondaryText>
        <EllipsisText title={hit.name}>{hit.name}</EllipsisText>
        {more > 0 && (
          <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={() => onOpen('variants')}>
            {t('unrelated.row.moreVariants', { count: more })}
          </Button>
        )}
      </div>
    </Flex>
  );
}

/**
 * Bind to the first variant, no suitable, and the menu of other ways (spec 3 §2). Both writes
 * need products.bind (issue 28): without it they stay, disabled, with the reason; the menu
 * only opens the drawer to look (its own bind buttons say why not). Once the first variant was
 * refused for its closed category, binding it again can only fail: "Привязать" is disabled and
 * says why; "no suitable" and the other ways stay.
 */
export function RowActions({ row, error, busy, onBindFirst, onNoSuitable, onOpen }: { row: UnrelatedRow; error?: BindErrorKind; busy: boolean; onBindFirst(): void; onNoSuitable(): void; onOpen(tab: DrawerTab): void }) {
  const { t } = useTranslation();
  const bind = useRight('products.bind');
  const closed = error === 'category';
  const bindReason = bind.reason ?? (closed ? t('unrelated.actions.bindClosedCategory') : undefined);
  return (
    <Flex gap={6} justify="flex-end" wrap={false}>
      <WithReason reason={bindReason}>
        <Button type="primary" size="small" disabled={!row.variants.hits[0] || busy || !bind.allowed || closed} onClick={onBindFirst}>
          {t('unrelated.actions.bind')}
        </Button>
      </WithReason>
      <WithReason reason={bind.reason}>
        <Button size="small" disabled={busy || !bind.allowed} onClick={onNoSuitable}>
          {t('unrelated.actions.noSuitable')}
        </Button>
      </WithReason>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'variants', label: t('unrelated.actions.allVariants'), disabled: row.variants.hits.length < 2 },
            { key: 'link', label: t('unrelated.actions.byLink') },
            { key: 'search', label: t('unrelated.actions.bySearch') },
          ],
          onClick: ({ key }) => onOpen(key as DrawerTab),
        }}
      >
        <Button size="small" icon={<MoreOutlined aria-hidden />} aria-label={t('unrelated.actions.more', { name: row.products.name })} />
      </Dropdown>
    </Flex>
  );
}
