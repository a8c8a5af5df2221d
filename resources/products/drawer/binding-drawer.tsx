import { Button, Drawer, Flex, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UnrelatedRow } from '../types';
import { SecondaryText } from '../../../src/controls/plain-text';
import { useRight, WithReason } from '../../../src/engine/rights';
import { formatMoney } from '../../../src/format/money';
import type { DrawerTab } from '../unrelated/row-cells';
import type { Binding } from '../unrelated/use-binding';
import { LinkTab, useLinkTarget } from './link-tab';
import { SearchTab } from './search-tab';
import { useBaseProduct } from './use-base-product';
import { VariantDetails } from './variant-details';
import { VariantList } from './variant-list';

/** Spec 3 §9: the binding drawer is 432 px wide. */
export const DRAWER_WIDTH = 432;

interface Props {
  row: UnrelatedRow;
  tab: DrawerTab;
  binding: Binding;
  onClose(): void;
}

/** Variants need more than one to choose from (spec 3 §2, §4); otherwise the drawer opens on link. */
export const startTab = (row: UnrelatedRow, wanted: DrawerTab): DrawerTab => (wanted === 'variants' && row.variants.hits.length < 2 ? 'link' : wanted);

/**
 * The binding drawer (spec 3 §2, §4, §5): tabs variants, link, search, and a variant's details
 * with back; the bottom panel with the seller's product, "no suitable variant", and the bind
 * button on the link tab and in details (only with a found base product and nothing loading).
 * A successful bind closes it (the row leaves the list).
 */
export function BindingDrawer({ row, tab: wanted, binding, onClose }: Props) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<DrawerTab>(() => startTab(row, wanted));
  const [details, setDetails] = useState<string>();
  const [link, setLink] = useState('');
  const [query, setQuery] = useState('');
  const linkTarget = useLinkTarget(link);
  const detailsTarget = useBaseProduct(details ?? '');
  const target = details ? { found: detailsTarget.product, loading: detailsTarget.loading } : tab === 'link' ? linkTarget : undefined;
  const p = row.products;
  // Issue 28: binding and "no suitable" need products.bind; the tabs stay for looking, the two buttons say why not.
  const right = useRight('products.bind');

  const bind = () =>
    void binding.guarded(async () => {
      if (!target?.found || !right.allowed) return;
      if (await binding.bindOne(row, target.found.sku)) onClose();
    });

  const footer = (
    <div>
      <SecondaryText block style={{ fontSize: 12 }}>
        {t('unrelated.drawer.yourProduct')}
      </SecondaryText>
      <strong style={{ display: 'block', fontWeight: 600 }}>{p.name}</strong>
      <SecondaryText block style={{ fontSize: 12, marginBottom: 8 }}>
        {`${t('unrelated.drawer.brand')}: ${p.brand} · ${t('unrelated.drawer.price')}: ${formatMoney(p.price)}${p.model ? ` · ${t('unrelated.drawer.model')}: ${p.model}` : ''}`}
      </SecondaryText>
      <Flex gap={8} justify="space-between">
        <WithReason reason={right.reason}>
          <Button disabled={binding.busy || !right.allowed} onClick={() => void binding.noSuitable([row], onClose)}>
            {t('unrelated.drawer.noVariants')}
          </Button>
        </WithReason>
        {target && (
          <WithReason reason={right.reason}>
            <Button type="primary" loading={binding.busy} disabled={!target.found || target.loading || !right.allowed} onClick={bind}>
              {t('unrelated.drawer.bind')}
            </Button>
          </WithReason>
        )}
      </Flex>
    </div>
  );

  return (
    <Drawer open width={DRAWER_WIDTH} title={t('unrelated.drawer.title')} onClose={onClose} footer={footer} destroyOnHidden>
      {details ? (
        <VariantDetails sku={details} onBack={() => setDetails(undefined)} />
      ) : (
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as DrawerTab)}
          items={[
            {
              key: 'variants',
              label: t('unrelated.drawer.tabs.variants'),
              disabled: row.variants.hits.length < 2,
              children: (
                <>
                  <SecondaryText block style={{ marginBottom: 4 }}>
                    {t('unrelated.drawer.variantsHint')}
                  </SecondaryText>
                  <VariantList variants={row.variants.hits} onDetails={(v) => setDetails(v.id)} />
                </>
              ),
            },
            { key: 'link', label: t('unrelated.drawer.tabs.link'), children: <LinkTab link={link} onLink={setLink} /> },
            { key: 'search', label: t('unrelated.drawer.tabs.search'), children: <SearchTab query={query} onQuery={setQuery} onDetails={(v) => setDetails(v.id)} /> },
          ]}
        />
      )}
    </Drawer>
  );
}
