import { defineParts } from '../../../src/engine/descriptor';
import { formatMoney } from '../../../src/format/money';
import { EllipsisText } from '../../../src/controls/ellipsis-text';
import { nosuitableTexts } from '../texts';
import type { UnrelatedRow } from '../types';

export default defineParts<UnrelatedRow>({
  list: {
    card: { title: 'name', status: null, fields: ['sku', 'price', 'brand'] },
    columns: [
      { key: 'sku', width: 180, render: (r) => r.products.sku },
      { key: 'name', render: (r) => <EllipsisText title={r.products.name}>{r.products.name}</EllipsisText> },
      { key: 'price', width: 140, align: 'right', render: (r) => formatMoney(r.products.price) },
      { key: 'brand', width: 180, render: (r) => r.products.brand },
    ],
  },
  i18n: nosuitableTexts,
});
