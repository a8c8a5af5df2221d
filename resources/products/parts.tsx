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
    columns: [
      { key: 'image', width: 64, exported: false, render: (p) => <ProductImage product={p} /> },
      { key: 'sku', width: 130 },
      { key: 'merchant_sku', width: 140, render: (p) => <PartnerSku product={p} /> },
      { key: 'title', sortKey: 'title', render: (p) => <ProductTitle product={p} /> },
      { key: 'category', width: 150, ellipsis: true, render: (p) => p.category.title.ru, exportValue: (p) => p.category.title.ru },
      { key: 'price', sortKey: 'price', width: 150, align: 'right', render: (p) => <PriceCell product={p} />, money: true, exportValue: (p) => p.price.current },
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
        align: 'right',
        render: (p) => formatMoney(p.price.price_without_markup),
        money: true,
        exportValue: (p) => p.price.price_without_markup,
      },
      { key: 'status', width: 130, render: (p) => <SaleStatus product={p} />, exportValue: (p, t) => t(`products.status.${p.is_enabled ? 'enabled' : 'disabled'}`) },
      { key: 'toggle', width: 100, align: 'center', exported: false, render: (p) => <SaleSwitch product={p} /> },
    ],
  },
  i18n: productsTexts,
});
