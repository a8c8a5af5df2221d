import { expect, type Page } from '@playwright/test';
import { productsOnSaleOf, unrelatedOf } from '../../sandbox/seed/products';
import { pricePosition, type PricePosition } from '../../resources/products/rules/price-position';

/** The demo shop's seed, as the tests find rows in it. */
export const ON_SALE = productsOnSaleOf('m-1001', 'full');
export const UNRELATED = unrelatedOf('m-1001', 'full');
export const ON_SALE_CALL = '/storefront/api/v2/merchants/products-info';
export const UNRELATED_CALL = '/merchant-gateway/api/v2/merchants/products/list';

export const positionOf = (p: (typeof ON_SALE)[number]): PricePosition => pricePosition(p.price.current, p.price_extremum);
export const productAt = (position: PricePosition, extra: (p: (typeof ON_SALE)[number]) => boolean = () => true) =>
  ON_SALE.find((p) => positionOf(p) === position && extra(p))!;

export const tableRows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

/** Finds one product by its sku through the search box. */
export async function searchFor(page: Page, text: string) {
  const box = page.getByRole('searchbox', { name: 'Поиск по названию или артикулу' }).or(page.getByRole('textbox', { name: 'Поиск по названию или артикулу' }));
  await box.fill(text);
  await box.press('Enter');
  await expect(tableRows(page)).toHaveCount(1);
}

/** Sets which product calls the sandbox fails (503). */
export async function failProducts(baseURL: string, failing: string[]) {
  const res = await fetch(`${baseURL}/__sandbox/products`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ failing }) });
  expect(res.ok).toBe(true);
}
