/**
 * Illustrations of the help pages: schematic screenshots of the back office drawn as SVG
 * (a window with the side menu, a title and the screen's own content, the control the page
 * talks about outlined in red). Static, so the same name always gives the same picture.
 */
const W = 960;
const H = 600;
const MENU = ['Заказы', 'Отзывы', 'Возвраты', 'Товары', 'Загрузка прайс-листа', 'Рассрочка', 'Финансы', 'Точки самовывоза', 'Сотрудники', 'Справка'];

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const text = (x: number, y: number, value: string, size = 14, fill = '#1f2328', weight = 400) =>
  `<text x="${x}" y="${y}" font-size="${size}" font-weight="${weight}" fill="${fill}">${esc(value)}</text>`;
const box = (x: number, y: number, w: number, h: number, fill = '#ffffff', stroke = '#d0d7de', r = 6) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}" stroke="${stroke}"/>`;
/** The control a page talks about: a red outline with its number in a badge on one top corner. */
const mark = (x: number, y: number, w: number, h: number, n: number, side: 'left' | 'right' = 'right') => {
  const cx = side === 'right' ? x + w + 4 : x - 4;
  return `<rect x="${x - 4}" y="${y - 4}" width="${w + 8}" height="${h + 8}" rx="8" fill="none" stroke="#e03131" stroke-width="3"/>` +
    `<circle cx="${cx}" cy="${y - 4}" r="13" fill="#e03131"/>${text(cx - 4.5, y + 1, String(n), 14, '#fff', 700)}`;
};
const button = (x: number, y: number, label: string, primary = true) =>
  `${box(x, y, label.length * 8 + 32, 36, primary ? '#1463e0' : '#ffffff', primary ? '#1463e0' : '#d0d7de')}${text(x + 16, y + 23, label, 14, primary ? '#fff' : '#1f2328', 500)}`;
const tag = (x: number, y: number, label: string, color: string) => `${box(x, y, label.length * 7.5 + 16, 22, `${color}22`, color, 4)}${text(x + 8, y + 16, label, 12, color)}`;

function table(x: number, y: number, cols: Array<[string, number]>, rows: string[][], tagCol = -1): string {
  const parts = [box(x, y, cols.reduce((s, [, w]) => s + w, 0), 40 + rows.length * 44, '#fff')];
  let cx = x;
  cols.forEach(([title, w]) => {
    parts.push(text(cx + 12, y + 25, title, 13, '#57606a', 600));
    cx += w;
  });
  rows.forEach((row, i) => {
    const ry = y + 40 + i * 44;
    parts.push(`<line x1="${x}" y1="${ry}" x2="${cx}" y2="${ry}" stroke="#eaeef2"/>`);
    let rx = x;
    row.forEach((cell, j) => {
      const colors: Record<string, string> = { 'Новый': '#1463e0', 'Подтверждён': '#2b8a3e', 'Отменён': '#c92a2a', 'Загружен': '#2b8a3e', 'Ошибка': '#c92a2a', 'В обработке': '#1463e0', 'Активен': '#2b8a3e' };
      parts.push(j === tagCol ? tag(rx + 12, ry + 11, cell, colors[cell] ?? '#57606a') : text(rx + 12, ry + 27, cell, 13));
      rx += cols[j][1];
    });
  });
  return parts.join('');
}

function field(x: number, y: number, label: string, value: string, w = 360): string {
  return `${text(x, y, label, 13, '#57606a')}${box(x, y + 8, w, 36)}${text(x + 12, y + 32, value, 14, value.startsWith('+7') || /\d/.test(value) ? '#1f2328' : '#8c959f')}`;
}

function screen(title: string, active: string, body: string, menu = true): string {
  const side = menu
    ? [box(0, 52, 220, H - 52, '#fff', '#eaeef2', 0), ...MENU.map((item, i) => (item === active ? `${box(12, 72 + i * 40, 196, 32, '#e7f0ff', '#e7f0ff')}${text(28, 93 + i * 40, item, 14, '#1463e0', 600)}` : text(28, 93 + i * 40, item, 14, '#1f2328')))].join('')
    : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="Arial, Helvetica, sans-serif">`,
    `<rect width="${W}" height="${H}" fill="#f5f6f8"/>`,
    `${box(0, 0, W, 52, '#fff', '#eaeef2', 0)}<rect x="16" y="14" width="24" height="24" rx="6" fill="#1463e0"/>${text(50, 32, 'Partner', 18, '#1f2328', 700)}`,
    `<circle cx="840" cy="26" r="14" fill="#eaeef2"/>${text(862, 31, 'Tech Store', 13)}`,
    side,
    text(menu ? 248 : 24, 92, title, 22, '#1f2328', 700),
    body,
    '</svg>',
  ].join('');
}

const L = 248; // content left edge next to the menu

const PICTURES: Record<string, () => string> = {
  'sign-in': () =>
    screen('Вход в кабинет продавца', '', [
      box(300, 130, 360, 360, '#fff'),
      text(330, 175, 'Вход в кабинет продавца', 18, '#1f2328', 700),
      field(330, 215, 'Номер телефона', '+7 (701) 000-00-01', 300),
      field(330, 295, 'Пароль', '••••••••••', 300),
      button(330, 380, 'Войти'),
      mark(330, 223, 300, 36, 1),
      mark(330, 380, 88, 36, 2),
    ].join(''), false),
  stores: () =>
    screen('Выберите магазин', '', [
      ...['Tech Store Almaty', 'Дом и сад', 'Новый магазин'].map((name, i) => `${box(300, 130 + i * 76, 360, 64, '#fff')}<circle cx="336" cy="${162 + i * 76}" r="18" fill="#dbe4ff"/>${text(366, 158 + i * 76, name, 15, '#1f2328', 600)}${text(366, 178 + i * 76, ['Активен · Владелец', 'На проверке · Менеджер', 'Новый · Владелец'][i], 12, '#57606a')}`),
      mark(300, 130, 360, 64, 1),
    ].join(''), false),
  registration: () =>
    screen('Регистрация магазина', '', [
      ...['Логотип', 'Название', 'ФИО', 'Реквизиты', 'Договор'].map((s, i) => `<circle cx="${60 + i * 190}" cy="130" r="14" fill="${i < 2 ? '#1463e0' : '#d0d7de'}"/>${text(82 + i * 190, 135, s, 13)}`),
      field(40, 190, 'Название магазина', 'Tech Store Almaty', 400),
      field(40, 270, 'БИН', '123456789012', 400),
      field(480, 190, 'Номер счёта', 'KZ000000000000000000', 400),
      field(480, 270, 'БИК', 'KCJBKZKX', 400),
      button(40, 370, 'Далее'),
      mark(40, 112, 880, 36, 1),
    ].join(''), false),
  employees: () =>
    screen('Сотрудники', 'Сотрудники', [
      button(780, 70, 'Добавить'),
      table(L, 130, [['Имя', 230], ['Телефон', 170], ['Роль', 160], ['Активен', 120]], [['Айгерим Садыкова', '+7 701 000-00-01', 'Владелец', 'да'], ['Ерлан Жумабаев', '+7 701 000-00-02', 'Оператор', 'да'], ['Дана Ахметова', '+7 701 000-00-03', 'Оператор', 'нет']]),
      mark(780, 70, 100, 36, 1),
    ].join('')),
  orders: () =>
    screen('Заказы', 'Заказы', [
      ...['Новые', 'На сборке', 'Переданы', 'Архив'].map((t, i) => `${text(L + i * 120, 130, t, 14, i === 0 ? '#1463e0' : '#57606a', i === 0 ? 600 : 400)}`),
      `<rect x="${L}" y="138" width="60" height="3" fill="#1463e0"/>`,
      table(L, 160, [['№ заказа', 130], ['Дата', 150], ['Сумма', 130], ['Статус', 150], ['', 120]], [['384512', '20 ноя 2026', '48 990 ₸', 'Новый', ''], ['384498', '20 ноя 2026', '12 400 ₸', 'Подтверждён', ''], ['384477', '19 ноя 2026', '7 350 ₸', 'Отменён', '']], 3),
      button(L + 570, 208, 'Принять'),
      mark(L + 570, 208, 96, 36, 1),
    ].join('')),
  'order-metrics': () =>
    screen('Заказы', 'Заказы', [
      box(560, 60, 380, 250, '#fff'),
      text(580, 92, 'Метрики заказов', 16, '#1f2328', 700),
      text(580, 130, 'Подтверждено товаров', 13, '#57606a'), text(820, 130, '1 284', 15, '#2b8a3e', 700),
      text(580, 165, 'Отменено товаров', 13, '#57606a'), text(820, 165, '37', 15, '#c92a2a', 700),
      text(580, 200, 'Процент отмен', 13, '#57606a'), text(820, 200, '2,8 %', 15, '#1f2328', 700),
      text(580, 235, 'Среднее время подтверждения', 13, '#57606a'), text(820, 235, '41 мин', 15, '#1f2328', 700),
      text(580, 280, 'Отменено ÷ (подтверждено + отменено) × 100', 12, '#57606a'),
      mark(580, 186, 340, 22, 1),
    ].join('')),
  refunds: () =>
    screen('Возвраты', 'Возвраты', table(L, 130, [['№ возврата', 140], ['Заказ', 130], ['Причина', 250], ['Статус', 160]], [['R-1042', '384101', 'Не подошёл размер', 'В обработке'], ['R-1039', '383877', 'Брак', 'Подтверждён']], 3)),
  upload: () =>
    screen('Загрузка прайс-листа', 'Загрузка прайс-листа', [
      ...['Вручную', 'Автоматически', 'История загрузок'].map((t, i) => text(L + i * 140, 130, t, 14, i === 0 ? '#1463e0' : '#57606a', i === 0 ? 600 : 400)),
      `<rect x="${L}" y="138" width="70" height="3" fill="#1463e0"/>`,
      `<rect x="${L}" y="170" width="460" height="200" rx="10" fill="#fff" stroke="#8c959f" stroke-dasharray="8 6"/>`,
      text(L + 110, 262, 'Перетащите файл XLSX или XML', 15, '#57606a'),
      text(L + 150, 290, 'или выберите на компьютере', 13, '#8c959f'),
      button(L, 395, 'Загрузить'),
      button(L + 740 - 220, 70, 'Скачать шаблон', false),
      mark(L, 170, 460, 200, 1),
      mark(L, 395, 104, 36, 2),
      mark(L + 520, 70, 144, 36, 3),
    ].join('')),
  template: () =>
    screen('Шаблон прайс-листа (XLSX)', 'Загрузка прайс-листа', [
      table(L, 120, [['sku', 110], ['model', 200], ['brand', 110], ['price', 100], ['PP1', 80], ['PP2', 80]], [['TS-001', 'Смартфон A15 128 ГБ', 'Samsung', '89990', 'yes', 'no'], ['TS-002', 'Наушники Buds 2', 'Xiaomi', '14990', 'yes', 'yes'], ['TS-003', 'Чайник электрический', 'Tefal', '19490', 'no', 'yes']]),
      mark(L + 426, 124, 88, 164, 1, 'left'),
      mark(L + 532, 124, 144, 164, 2),
    ].join('')),
  history: () =>
    screen('История загрузок', 'Загрузка прайс-листа', table(L, 120, [['Файл', 230], ['Загружен', 160], ['Тип', 120], ['Статус', 150]], [['price-2026-11-20.xlsx', '20 ноя 2026, 10:14', 'Вручную', 'Загружен'], ['feed.xml', '20 ноя 2026, 09:00', 'Автоматически', 'В обработке'], ['price-old.xls', '18 ноя 2026, 17:42', 'Вручную', 'Ошибка']], 3) + mark(L + 510, 252, 140, 30, 1)),
  feed: () =>
    screen('Автоматическая загрузка', 'Загрузка прайс-листа', [
      field(L, 130, 'Ссылка на прайс-лист', 'https://shop.kz/feed.xml', 460),
      field(L, 210, 'Логин (если нужен)', 'Логин', 460),
      field(L, 290, 'Пароль (если нужен)', 'Пароль', 460),
      button(L, 370, 'Сохранить'),
      box(L + 490, 130, 200, 110, '#fff'), text(L + 506, 160, 'Последняя загрузка', 13, '#57606a'), text(L + 506, 188, 'feed.xml', 14, '#1f2328', 600), text(L + 506, 212, '20 ноя 2026, 09:00', 13),
      mark(L, 138, 460, 36, 1),
    ].join('')),
  binding: () =>
    screen('Товары без карточки', 'Товары', [
      box(L, 120, 330, 150, '#fff'), text(L + 16, 150, 'Ваш товар', 13, '#57606a'), text(L + 16, 178, 'Samsung Galaxy A15 128GB', 15, '#1f2328', 600), text(L + 16, 202, 'SKU TS-001 · 89 990 ₸', 13),
      box(L + 350, 120, 330, 150, '#fff'), `<rect x="${L + 366}" y="140" width="70" height="70" rx="6" fill="#dbe4ff"/>`, text(L + 450, 170, 'Смартфон Samsung Galaxy A15', 14, '#1f2328', 600), text(L + 450, 194, 'ещё 3 варианта', 13, '#1463e0'),
      button(L + 350, 290, 'Привязать'), button(L + 470, 290, 'Нет подходящего', false),
      mark(L + 350, 290, 104, 36, 1),
    ].join('')),
  finance: () =>
    screen('Финансы', 'Финансы', [
      ...[['Баланс', '1 245 300 ₸'], ['К выплате', '860 000 ₸'], ['Удержано', '48 120 ₸']].map(([k, v], i) => `${box(L + i * 230, 120, 210, 80, '#fff')}${text(L + 16 + i * 230, 150, k, 13, '#57606a')}${text(L + 16 + i * 230, 180, v, 18, '#1f2328', 700)}`),
      ...[120, 180, 90, 210, 160, 240, 200].map((h, i) => `<rect x="${L + 20 + i * 90}" y="${500 - h}" width="48" height="${h}" rx="4" fill="#7fb3ff"/>`),
      mark(L + 230, 120, 210, 80, 1),
    ].join('')),
  installments: () =>
    screen('Рассрочка', 'Рассрочка', [
      ...['0-0-12 на смартфоны', '0-0-24 на бытовую технику'].map((t, i) => `${box(L + i * 320, 120, 300, 170, '#fff')}${text(L + 16 + i * 320, 152, t, 15, '#1f2328', 600)}${text(L + 16 + i * 320, 180, '1 – 31 декабря 2026', 13, '#57606a')}${tag(L + 16 + i * 320, 200, 'Комиссия 6 %', '#1463e0')}`),
      button(L + 16, 240, 'Участвовать'),
      mark(L + 16, 240, 112, 36, 1),
    ].join('')),
  'pickup-points': () =>
    screen('Точка самовывоза', 'Точки самовывоза', [
      field(L, 130, 'Название', 'Сервисная точка 1', 300),
      field(L, 210, 'Адрес', 'Алматы, пр. Абая, 150', 300),
      box(L + 330, 130, 350, 260, '#e6f0e6'), `<path d="M${L + 330} 260 L${L + 680} 220" stroke="#fff" stroke-width="14"/>`, `<path d="M${L + 480} 130 L${L + 520} 390" stroke="#fff" stroke-width="10"/>`,
      `<circle cx="${L + 505}" cy="250" r="12" fill="#e03131"/>`,
      ...['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'].map((d, i) => `${box(L + i * 42, 300, 36, 30, i < 5 ? '#1463e0' : '#fff', i < 5 ? '#1463e0' : '#d0d7de', 4)}${text(L + 9 + i * 42, 320, d, 12, i < 5 ? '#fff' : '#1f2328')}`),
      mark(L, 218, 300, 36, 1),
    ].join('')),
};

export const FAQ_IMAGE_NAMES = Object.keys(PICTURES);

/** The picture's SVG text, or undefined for an unknown name. */
export function faqImageSvg(name: string): string | undefined {
  return PICTURES[name]?.();
}
