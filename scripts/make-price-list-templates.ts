/**
 * Writes the price-list templates the upload page offers (spec 3 §2, §9): a real XLSX for the
 * manual upload and a real XML for the feed link, with the columns the sandbox's parser reads
 * (sandbox/modules/price-list-parse.ts), a Russian header and sample rows.
 *   npx tsx scripts/make-price-list-templates.ts   → public/templates/price-list-template.{xlsx,xml}
 */
import { writeFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { COLUMNS } from '../sandbox/modules/price-list-parse';

const OUT = new URL('../public/templates/', import.meta.url);
const SAMPLES = [
  { sku: 'TS-00001', name: 'Смартфон Samsung Galaxy A55 8/256GB черный', brand: 'Samsung', price: 189990, stocks: { PP1: 12, PP2: 4 } },
  { sku: 'TS-00002', name: 'Наушники Sony WH-1000XM5 черный', brand: 'Sony', price: 169990, stocks: { PP1: 3, PP2: 0 } },
];

async function xlsx(): Promise<void> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Partner';
  book.created = new Date('2026-01-01T00:00:00Z');
  const sheet = book.addWorksheet('Прайс-лист', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: COLUMNS.sku, key: 'sku', width: 16 },
    { header: COLUMNS.name, key: 'name', width: 48 },
    { header: COLUMNS.brand, key: 'brand', width: 14 },
    { header: COLUMNS.price, key: 'price', width: 12, style: { numFmt: '# ##0' } },
    { header: `${COLUMNS.stockPrefix} PP1`, key: 'PP1', width: 14 },
    { header: `${COLUMNS.stockPrefix} PP2`, key: 'PP2', width: 14 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const s of SAMPLES) sheet.addRow({ sku: s.sku, name: s.name, brand: s.brand, price: s.price, ...s.stocks });
  const help = book.addWorksheet('Как заполнить');
  help.getColumn(1).width = 110;
  [
    'Заполните лист «Прайс-лист»: одна строка — один товар. Первую строку (заголовок) не меняйте.',
    `${COLUMNS.sku} — ваш артикул товара, обязателен и не повторяется.`,
    `${COLUMNS.price} — целое число в тенге, не меньше 101.`,
    `${COLUMNS.stockPrefix} PP1, ${COLUMNS.stockPrefix} PP2 — остаток на пункте выдачи: после слова «${COLUMNS.stockPrefix}» укажите ID пункта выдачи из раздела «Пункты выдачи». Лишние колонки удалите, недостающие добавьте.`,
    'Строки-примеры замените своими товарами. Файл сохраняйте в формате .xlsx.',
  ].forEach((line) => help.addRow([line]));
  const buffer = await book.xlsx.writeBuffer();
  writeFileSync(new URL('price-list-template.xlsx', OUT), Buffer.from(buffer));
}

function xml(): void {
  const offers = SAMPLES.map(
    (s) => `    <offer sku="${s.sku}">
      <name>${s.name}</name>
      <brand>${s.brand}</brand>
      <price>${s.price}</price>
      <availabilities>
${Object.entries(s.stocks).map(([id, n]) => `        <availability store_id="${id}" stock="${n}"/>`).join('\n')}
      </availabilities>
    </offer>`,
  ).join('\n');
  const text = `<?xml version="1.0" encoding="utf-8"?>
<!-- Шаблон прайс-листа для загрузки по ссылке. Одно <offer> — один товар.
     sku — ваш артикул (обязателен, не повторяется); price — целое число в тенге, не меньше 101;
     availability: store_id — ID пункта выдачи из раздела «Пункты выдачи», stock — остаток.
     Файл по ссылке перечитывается каждые 10 минут. -->
<price_list company="Название магазина" date="2026-01-01 10:00">
  <offers>
${offers}
  </offers>
</price_list>
`;
  writeFileSync(new URL('price-list-template.xml', OUT), text);
}

await xlsx();
xml();
