import { ordersOf, type Order, type OrderStatus } from './orders';
import { createRng, HOUR, iso, MINUTE, SEED_BASE_MS, type Rng, type Volume } from './seed-util';

/**
 * The audit service's two kinds of events: order history (spec 2 §3 History event; read
 * through v2) and price-list uploads (spec 3 §3 Upload event; read through v1). History is
 * derived from the seeded orders, so every order's history ends in its current status.
 */
export const HISTORY_EVENT_TYPES = ['statusChanged', 'oms.product_change_qty'] as const;
/** A status change concerns the order; a quantity change one of its lines (entity_id is still the order number). */
export const HISTORY_ENTITY_TYPES = ['order', 'order_product'] as const;

export interface HistoryEvent {
  id: string;
  entity_id: string;
  entity_type: (typeof HISTORY_ENTITY_TYPES)[number];
  event_type: (typeof HISTORY_EVENT_TYPES)[number];
  status: 'success' | 'error';
  meta: {
    status?: OrderStatus;
    'old-status'?: OrderStatus | null;
    user: string;
    user_phone: string;
    sku?: string;
    total_count_product_before?: number;
    total_count_product_confirmed?: number;
  };
  created_at: string;
}

export const UPLOAD_STATUSES = ['processing', 'processed', 'success', 'error'] as const;
export const UPLOAD_EVENT_TYPE = 'merchant_gateway.upload';

export interface UploadEvent {
  id: string;
  /** The file name. */
  entity_id: string;
  entity_type: 'price_list';
  event_type: typeof UPLOAD_EVENT_TYPE;
  description: string;
  messages: string[];
  status: (typeof UPLOAD_STATUSES)[number];
  created_at: string;
  meta: { url: string; uploaded: string; updated_at: string; load_type: 'auto' | 'manual'; user: string };
  /** Designed (issue 28): why a whole upload failed, a key the app translates (UPLOAD_REASONS of price-list-parse.ts); absent otherwise. */
  reason?: string;
}

const SYSTEM = { user: 'Система', user_phone: '' };
const STAFF: Record<string, Array<{ user: string; user_phone: string }>> = {
  'm-1001': [
    { user: 'Айгерим Садыкова', user_phone: '77010000001' },
    { user: 'Ерлан Жумабаев', user_phone: '77010000002' },
    { user: 'Дана Ахметова', user_phone: '77010000003' },
  ],
  'm-1002': [{ user: 'Айгерим Садыкова', user_phone: '77010000001' }],
};

/** The statuses an order went through to reach its current one. */
function pathOf(o: Order): OrderStatus[] {
  const main: OrderStatus[] = ['waiting_confirmation', 'on_assembly', 'assembled', 'delivering', 'completed'];
  switch (o.status) {
    case 'reassembly': return ['waiting_confirmation', 'on_assembly', 'assembled', 'reassembly'];
    case 'canceled': return o.courier_arrival_date ? ['waiting_confirmation', 'on_assembly', 'canceled'] : ['waiting_confirmation', 'canceled'];
    default: return main.slice(0, main.indexOf(o.status) + 1);
  }
}

function orderHistory(r: Rng, o: Order, staff: Array<{ user: string; user_phone: string }>): HistoryEvent[] {
  const created = Date.parse(o.created_at);
  const confirmed = o.courier_arrival_date ? Date.parse(o.courier_arrival_date) - HOUR : created + 30 * MINUTE;
  const end = o.completed_time ? Date.parse(o.completed_time) : Math.min(SEED_BASE_MS - 5 * MINUTE, created + 3 * 24 * HOUR);
  const path = pathOf(o);
  const events: HistoryEvent[] = [];
  const push = (at: number, event_type: HistoryEvent['event_type'], meta: HistoryEvent['meta'], status: HistoryEvent['status'] = 'success'): void => {
    events.push({ id: r.uuid(), entity_id: o.id, entity_type: event_type === 'statusChanged' ? 'order' : 'order_product', event_type, status, meta, created_at: iso(at) });
  };
  const person = r.pick(staff);
  path.forEach((status, i) => {
    // Spread the later steps evenly between confirmation and the end of the order's life.
    const at = i === 0 ? created : i === 1 ? confirmed : confirmed + ((end - confirmed) * (i - 1)) / Math.max(1, path.length - 2);
    const byPerson = status === 'on_assembly' || status === 'assembled' || status === 'canceled' || status === 'reassembly';
    if (status === 'on_assembly' && r.chance(0.05)) {
      // A first accept that hit the order lock (423) is recorded as an error.
      push(at - 2 * MINUTE, 'statusChanged', { status, 'old-status': 'waiting_confirmation', ...person }, 'error');
    }
    push(at, 'statusChanged', { status, 'old-status': i === 0 ? null : path[i - 1], ...(byPerson ? person : SYSTEM) });
  });
  for (const line of o.products.filter((p) => p.quantity !== p.initial_quantity)) {
    push(confirmed - MINUTE, 'oms.product_change_qty', {
      sku: line.sku, total_count_product_before: line.initial_quantity, total_count_product_confirmed: line.quantity, ...person,
    });
  }
  return events;
}

export function historyEventsOf(mid: string, volume: Volume): HistoryEvent[] {
  const r = createRng(`history:${mid}`);
  const staff = STAFF[mid] ?? [SYSTEM];
  return ordersOf(mid, volume).flatMap((o) => orderHistory(r, o, staff));
}

/** The shops' feed links (the price-list module seeds its feed-link slice from them). */
export const FEED_URL: Record<string, string> = {
  'm-1001': 'https://techstore-almaty.kz/export/partner-feed.xml',
  'm-1002': 'https://domisad.kz/feeds/marketplace.xml',
};
const PARSE_ERRORS = [
  'Ошибка разбора XML на строке 1024: Unexpected end of file',
  'Не удалось загрузить файл по ссылке: по ссылке ничего не найдено (404)',
  'Для доступа к ссылке нужны логин и пароль',
  'Файл не соответствует шаблону: нет колонки «Цена, ₸» в первой строке',
];

/** Row messages in the parser's own words (sandbox/modules/price-list-rows.ts). */
function rowMessage(r: Rng, line: number, xml: boolean): string {
  const at = xml ? `Товар №${line}` : `Строка ${line}`;
  const sku = `TS-${r.digits(5)}`;
  return r.pick([
    `${at}: не указан артикул`,
    `${at} (${sku}): цена ${r.int(1, 100)} меньше минимальной 101 ₸`,
    `${at} (${sku}): цена «${r.pick(['договорная', '12 990 тг', '—'])}» не является целым числом`,
    `${at} (${sku}): неизвестный пункт выдачи «${r.pick(['PP9', 'Склад-2', 'ALM-01'])}»`,
    `${at}: артикул «${sku}» повторяется (строка ${Math.max(2, line - r.int(1, 40))})`,
  ]);
}

/**
 * At least 250 events over the last 3 months for the full shop: both load types and every
 * status (the newest is processing; the price-list module settles it a little after the seed).
 */
export function uploadEventsOf(mid: string, volume: Volume): UploadEvent[] {
  const r = createRng(`uploads:${mid}`);
  const staff = STAFF[mid] ?? [SYSTEM];
  const count = volume === 'full' ? 264 : 8;
  const events: UploadEvent[] = [];
  let at = SEED_BASE_MS - 3 * MINUTE;
  for (let i = 0; i < count; i++) {
    const auto = r.chance(0.6);
    const status: UploadEvent['status'] =
      i === 0 ? 'processing' : i === 1 ? 'processed' : i === 2 ? 'error' : r.weighted([['success', 72], ['processed', 14], ['error', 14]] as const);
    const total = r.int(volume === 'full' ? 180 : 15, volume === 'full' ? 260 : 24);
    const day = new Date(at + 5 * HOUR).toISOString().slice(0, 10);
    const file = auto ? 'partner-feed.xml' : r.pick([`price_list_${day}.xlsx`, `Прайс ${day}.xlsx`, `prices-${day}.xls`, `catalog_${day}.xml`]);
    const xml = file.endsWith('.xml');
    const refused = status === 'processed' ? r.int(1, 6) : 0;
    const messages =
      status === 'error' ? [r.pick(PARSE_ERRORS)]
      : Array.from({ length: refused }, () => rowMessage(r, r.int(2, total), xml)).sort((a, b) => a.localeCompare(b, 'ru', { numeric: true }));
    const description = {
      processing: 'Файл принят в обработку',
      processed: `Обработано строк: ${total}; загружено: ${total - refused}; отклонено: ${refused}`,
      success: `Обработано строк: ${total}; загружено: ${total}`,
      error: 'Файл не загружен',
    }[status];
    events.push({
      id: r.uuid(),
      entity_id: file,
      entity_type: 'price_list',
      event_type: UPLOAD_EVENT_TYPE,
      description,
      messages,
      status,
      created_at: iso(at),
      meta: {
        url: auto ? FEED_URL[mid] ?? '' : `/f3/api/v1/files/price-lists/${r.hex(12)}-${encodeURIComponent(file)}`,
        uploaded: iso(at),
        updated_at: iso(status === 'processing' ? at : at + r.int(1, 15) * MINUTE),
        load_type: auto ? 'auto' : 'manual',
        user: auto ? SYSTEM.user : r.pick(staff).user,
      },
    });
    // 264 events over ~90 days: one every ~8 hours.
    at -= r.int(3, 12) * HOUR + r.int(0, 59) * MINUTE;
  }
  return events;
}
