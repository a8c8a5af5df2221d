import { Tabs } from 'antd';
import { useId, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { addTexts } from '../../providers/i18n/i18n';
import { productsPageTexts } from './texts';
import { PageHeading } from '../../src/controls/plain-text';

addTexts(productsPageTexts);

export type ProductsTab = 'products' | 'unrelated' | 'nosuitable';
/** Each tab is its own resource and URL (spec 3 §2). */
export const PRODUCT_TABS: Record<ProductsTab, string> = {
  products: '/products/onsale',
  unrelated: '/products/unrelated',
  nosuitable: '/products/nosuitable',
};

/** The products page: heading and the three tabs, the open tab's list as children. */
export function ProductsFrame({ tab, children }: { tab: ProductsTab; children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <PageHeading id={titleId} style={{ fontSize: 24, margin: 0 }}>
        {t('products.titles.list')}
      </PageHeading>
      <Tabs
        activeKey={tab}
        onChange={(key) => navigate(PRODUCT_TABS[key as ProductsTab])}
        aria-label={t('productsPage.tabsLabel')}
        items={(Object.keys(PRODUCT_TABS) as ProductsTab[]).map((key) => ({ key, label: t(`productsPage.tabs.${key}`), children: key === tab ? children : null }))}
      />
    </section>
  );
}
