/**
 * Real-looking goods of the two demo shops that have reviews. `kind` picks the phrase pools
 * used by the review texts, so a frying pan is never praised for its battery.
 */
export type GoodsKind = 'gadget' | 'accessory' | 'audio' | 'screen' | 'appliance' | 'kitchen' | 'textile' | 'garden';

export interface CatalogItem {
  title: string;
  merchant_sku: string;
  kind: GoodsKind;
}

const items = (prefix: string, start: number, rows: Array<[string, GoodsKind]>): CatalogItem[] =>
  rows.map(([title, kind], i) => ({ title, kind, merchant_sku: `${prefix}-${start + i * 7}` }));

export const TECH_STORE_GOODS: CatalogItem[] = items('TS', 10234, [
  ['Смартфон Samsung Galaxy A55 8/256 ГБ, тёмно-синий', 'gadget'],
  ['Смартфон Xiaomi Redmi Note 13 Pro 8/256 ГБ, чёрный', 'gadget'],
  ['Смартфон Apple iPhone 15 128 ГБ, розовый', 'gadget'],
  ['Наушники Apple AirPods Pro 2 (USB-C), белые', 'audio'],
  ['Наушники Sony WH-1000XM5, чёрные', 'audio'],
  ['Наушники JBL Tune 520BT, синие', 'audio'],
  ['Беспроводные наушники Samsung Galaxy Buds FE, графит', 'audio'],
  ['Портативная колонка JBL Flip 6, чёрная', 'audio'],
  ['Умная колонка Яндекс Станция Мини с часами', 'audio'],
  ['Умные часы Xiaomi Redmi Watch 4, серебристые', 'gadget'],
  ['Умные часы Huawei Watch GT 4 46 мм, коричневые', 'gadget'],
  ['Фитнес-браслет Xiaomi Smart Band 8, чёрный', 'gadget'],
  ['Ноутбук ASUS VivoBook 15 X1504ZA, Core i5, 16/512 ГБ', 'gadget'],
  ['Ноутбук Lenovo IdeaPad Slim 3 15IAH8, Core i5, 16/512 ГБ', 'gadget'],
  ['Планшет Samsung Galaxy Tab A9+ 11" 8/128 ГБ Wi-Fi', 'gadget'],
  ['Планшет Xiaomi Pad 6 8/256 ГБ, серый', 'gadget'],
  ['Внешний аккумулятор Xiaomi Power Bank 20000 мА·ч 22.5 Вт', 'accessory'],
  ['Сетевое зарядное устройство Baseus GaN5 Pro 65 Вт, USB-C', 'accessory'],
  ['Кабель Ugreen USB-C — USB-C 100 Вт, 2 м', 'accessory'],
  ['Робот-пылесос Xiaomi Robot Vacuum S10, белый', 'appliance'],
  ['Вертикальный пылесос Dreame T30 Neo', 'appliance'],
  ['Телевизор Samsung UE50CU7100UXCE 50" 4K UHD', 'screen'],
  ['Телевизор Xiaomi TV A Pro 55" 4K', 'screen'],
  ['Монитор Xiaomi Mi Monitor 1C 23.8", IPS', 'screen'],
  ['Клавиатура Logitech K380, беспроводная, серая', 'accessory'],
  ['Мышь Logitech MX Master 3S, графит', 'accessory'],
  ['Игровая консоль Sony PlayStation 5 Slim', 'screen'],
  ['Геймпад Sony DualSense, белый', 'accessory'],
  ['Электронная книга PocketBook 629 Verse, серая', 'gadget'],
  ['Роутер TP-Link Archer AX23, Wi-Fi 6', 'accessory'],
  ['Карта памяти SanDisk Extreme microSDXC 128 ГБ', 'accessory'],
  ['Экшн-камера GoPro HERO12 Black', 'gadget'],
  ['Электрическая зубная щётка Oral-B Pro 3 3500, чёрная', 'appliance'],
  ['Фен Dreame Hair Gleam, серый', 'appliance'],
]);

export const HOME_GARDEN_GOODS: CatalogItem[] = items('DS', 20117, [
  ['Сковорода Tefal Unlimited 28 см, с антипригарным покрытием', 'kitchen'],
  ['Набор кастрюль Kelli 6 предметов, нержавеющая сталь', 'kitchen'],
  ['Электрочайник Xiaomi Mi Electric Kettle 2, белый', 'kitchen'],
  ['Мультиварка Redmond RMC-M90, чёрная', 'kitchen'],
  ['Набор стеклянных контейнеров для продуктов, 3 шт', 'kitchen'],
  ['Плед флисовый 150×200 см, бежевый', 'textile'],
  ['Комплект постельного белья, евро, сатин, серый', 'textile'],
  ['Подушка анатомическая Askona 50×70 см', 'textile'],
  ['Шланг садовый Gardena 1/2", 20 м', 'garden'],
  ['Секатор Fiskars PowerGear P521', 'garden'],
  ['Набор садовых инструментов, 3 предмета', 'garden'],
  ['Светильники садовые на солнечной батарее, 4 шт', 'garden'],
]);
