import type { ParsedList, RawRow } from './price-list-parse';

/**
 * Judging a parsed price list row by row (spec 3 §9: the minimum price is 101). A row is
 * refused, with a message naming it and why, for: no partner SKU, a price that is not a
 * whole number or is below 101, a stock for a pickup point the shop does not have or that is
 * not a whole number, an SKU already given in an earlier row. Every other row is accepted.
 */
export const MIN_PRICE = 101;

export interface AcceptedRow {
  sku: string;
  name: string;
  brand: string;
  price: number;
  stocks: Array<{ store_id: string; quantity: number }>;
}

export interface JudgedList {
  accepted: AcceptedRow[];
  /** One message per refused row, in file order. */
  messages: string[];
  total: number;
}

const where = (kind: ParsedList['kind'], row: RawRow) => (kind === 'xlsx' ? `Строка ${row.line}` : `Товар №${row.line}`);

/**
 * `189 990`, `189990`, `189990.00`, `-500` are whole numbers; `189 990 ₸`, `abc`, `12.5` are not.
 * A sign is read, so that "-500" is refused for what it is (below the minimum, a negative
 * stock), not as "not a whole number".
 */
function wholeNumber(text: string): number | undefined {
  const compact = text.replace(/[\s\u00a0]/g, '').replace(/[.,]0+$/, '').replace(/^[\u2212\u2013]/, '-');
  return /^-?\d{1,12}$/.test(compact) ? Number(compact) : undefined;
}

export function judgeRows(list: ParsedList, pickupPoints: readonly string[]): JudgedList {
  const seen = new Map<string, RawRow>();
  const accepted: AcceptedRow[] = [];
  const messages: string[] = [];
  for (const row of list.rows) {
    const at = where(list.kind, row);
    const problems: string[] = [];
    if (!row.sku) problems.push('не указан артикул');
    const price = wholeNumber(row.price);
    if (row.price === '') problems.push('не указана цена');
    else if (price === undefined) problems.push(`цена «${row.price}» не является целым числом`);
    else if (price < MIN_PRICE) problems.push(`цена ${price} меньше минимальной ${MIN_PRICE} ₸`);
    const stocks: AcceptedRow['stocks'] = [];
    for (const stock of row.stocks) {
      if (!pickupPoints.includes(stock.store_id)) problems.push(`неизвестный пункт выдачи «${stock.store_id}»`);
      else {
        const quantity = wholeNumber(stock.value);
        if (quantity === undefined) problems.push(`остаток «${stock.value}» для ${stock.store_id} не является целым числом`);
        else if (quantity < 0) problems.push(`остаток ${quantity} для ${stock.store_id} не может быть отрицательным`);
        else stocks.push({ store_id: stock.store_id, quantity });
      }
    }
    const earlier = row.sku ? seen.get(row.sku) : undefined;
    if (earlier) problems.push(`артикул «${row.sku}» повторяется (${where(list.kind, earlier).toLowerCase()})`);
    else if (row.sku) seen.set(row.sku, row);
    if (problems.length > 0) messages.push(`${at}${row.sku && !earlier ? ` (${row.sku})` : ''}: ${problems.join('; ')}`);
    else accepted.push({ sku: row.sku, name: row.name, brand: row.brand, price: price!, stocks });
  }
  return { accepted, messages, total: list.rows.length };
}
