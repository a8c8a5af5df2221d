import { defineParts } from '../../src/engine/descriptor';
import { formatMoney } from '../../src/format/money';
import { MoneyWithRate, PartnerSku, ProductImage, ProductTitle } from './on-sale/cells';
import { PriceCell } from './on-sale/price-cell';
import { SaleStatus, SaleSwitch } from './on-sale/sale-switch';
import { productsTexts } from './texts';
import type { ProductOnSale } from './types';

/** Columns shown to is_import shops only (spec 1 §1, spec 3 §2). */
export const IMPORT_ONLY_COLUMNS = ['markup', 'price_without_markup'];

export default defineParts<ProductOnSale>({
  list: {
    export: { fileName: 'products' },
    // Issue 31: the default set fits a 1440 px screen (the column chooser adds the marketplace sku,
    // the category and the price without markup); status and switch stay at the right edge.
    columns: [
      { key: 'image', width: 56, exported: false, render: (p) => <ProductImage product={p} /> },
      { key: 'sku', width: 120, defaultHidden: true },
      { key: 'merchant_sku', width: 130, render: (p) => <PartnerSku product={p} /> },
      { key: 'title', sortKey: 'title', required: true, render: (p) => <ProductTitle product={p} /> },
      { key: 'category', width: 140, ellipsis: true, defaultHidden: true, render: (p) => p.category.title.ru, exportValue: (p) => p.category.title.ru },
      { key: 'price', sortKey: 'price', width: 140, align: 'right', render: (p) => <PriceCell product={p} />, money: true, exportValue: (p) => p.price.current },
      {
        key: 'commission',
        width: 110,
        align: 'right',
        render: (p) => <MoneyWithRate value={p.commissions.total.value} rate={p.commissions.total.rate} />,
        money: true,
        exportValue: (p) => p.commissions.total.value,
      },
      { key: 'markup', width: 110, align: 'right', render: (p) => <MoneyWithRate value={p.price.markup} rate={p.price.markup_percent} />, money: true, exportValue: (p) => p.price.markup },
      {
        key: 'price_without_markup',
        width: 120,
        defaultHidden: true,
        align: 'right',
        render: (p) => formatMoney(p.price.price_without_markup),
        money: true,
        exportValue: (p) => p.price.price_without_markup,
      },
      { key: 'status', width: 130, fixed: 'right', render: (p) => <SaleStatus product={p} />, exportValue: (p, t) => t(`products.status.${p.is_enabled ? 'enabled' : 'disabled'}`) },
      { key: 'toggle', width: 88, align: 'center', fixed: 'right', required: true, exported: false, render: (p) => <SaleSwitch product={p} /> },
    ],
    card: { title: 'title', status: 'toggle', fields: ['price', 'status', 'merchant_sku'] },
  },
  i18n: productsTexts,
});
