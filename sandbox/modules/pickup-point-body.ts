import { CITIES } from '../seed/reference';
import type { PickupPoint } from '../seed/pickup-points';
import { PHONE_RE, badRequest, isRecord } from '../http';

/**
 * The body of a pickup point create or edit (spec 3 §3, §5, §7), checked field by field:
 * 400 {message, key} naming the first problem. Times are HH:mm from 00:00 to 24:00, each
 * range opens before it closes, a day's ranges do not overlap, and at least one weekday
 * has hours. store_id: letters, digits, "-" and "_", and not a word the paths use.
 */
const TIME_RE = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;
const STORE_ID_RE = /^[A-Za-z0-9_-]{1,40}$/;
/** Words that are paths of their own (the bulk calls) or of the app (the create form). */
export const RESERVED_STORE_IDS = ['enable', 'disable', 'create'];

type Obj = Record<string, unknown>;

function obj(value: unknown, name: string): Obj {
  if (!isRecord(value)) badRequest(`${name} must be an object`, 'pickup_point_invalid');
  return value;
}

function str(o: Obj, field: string, name: string, opts: { required?: boolean; max?: number; re?: RegExp; key?: string } = {}): string {
  const value = o[field] ?? '';
  if (typeof value !== 'string') badRequest(`${name} must be a string`, 'pickup_point_invalid');
  const trimmed = value.trim();
  if (opts.required && trimmed === '') badRequest(`${name} is required`, 'pickup_point_field_required');
  const max = opts.max ?? 200;
  if (trimmed.length > max) badRequest(`${name} must be at most ${max} characters`, opts.key ?? 'pickup_point_too_long');
  if (trimmed !== '' && opts.re && !opts.re.test(trimmed)) badRequest(`${name} has a wrong format`, opts.key ?? 'pickup_point_invalid');
  return trimmed;
}

function parseSchedule(value: unknown): PickupPoint['schedule'] {
  if (!Array.isArray(value) || value.length !== 7) badRequest('schedule must list the 7 weekdays', 'pickup_point_schedule_invalid');
  const days = value.map((entry, i) => {
    const e = obj(entry, `schedule[${i}]`);
    const day = e.week_day;
    if (typeof day !== 'number' || !Number.isInteger(day) || day < 1 || day > 7) badRequest('schedule.week_day must be 1..7', 'pickup_point_schedule_invalid');
    if (!Array.isArray(e.time_ranges)) badRequest('schedule.time_ranges must be a list', 'pickup_point_schedule_invalid');
    const ranges = e.time_ranges.map((r: unknown) => {
      const range = obj(r, `schedule[${i}].time_ranges[]`);
      const from = str(range, 'from', `schedule[${i}].from`, { required: true, re: TIME_RE, key: 'pickup_point_time_error' });
      const to = str(range, 'to', `schedule[${i}].to`, { required: true, re: TIME_RE, key: 'pickup_point_time_error' });
      if (from >= to) badRequest(`schedule, day ${day}: opening ${from} must be earlier than closing ${to}`, 'pickup_point_time_error');
      return { from, to };
    });
    const sorted = [...ranges].sort((a, b) => a.from.localeCompare(b.from));
    for (let k = 1; k < sorted.length; k++) {
      if (sorted[k].from < sorted[k - 1].to) badRequest(`schedule, day ${day}: time ranges overlap`, 'pickup_point_time_overlap');
    }
    return { week_day: day, time_ranges: sorted };
  });
  if (new Set(days.map((d) => d.week_day)).size !== 7) badRequest('schedule must list each weekday once', 'pickup_point_schedule_invalid');
  if (days.every((d) => d.time_ranges.length === 0)) badRequest('schedule needs at least one working day', 'pickup_point_no_weekday');
  return days.sort((a, b) => a.week_day - b.week_day);
}

/**
 * address.geo, the map pin: optional (an address typed by hand where no geocoder is configured
 * has none), and when given, a latitude and a longitude in range.
 */
export function parseGeo(value: unknown, name: string, key?: string): { latitude: number; longitude: number } | undefined {
  if (value === undefined || value === null) return undefined;
  const { latitude, longitude } = obj(value, name);
  if (typeof latitude !== 'number' || Math.abs(latitude) > 90 || typeof longitude !== 'number' || Math.abs(longitude) > 180) {
    badRequest(`${name} must hold latitude and longitude`, key);
  }
  return { latitude, longitude };
}

export function parsePickupPointBody(value: unknown): PickupPoint {
  const p = obj(value, 'body');
  const a = obj(p.address, 'address');
  const geo = parseGeo(a.geo, 'address.geo', 'pickup_point_address_invalid');
  const contact = obj(p.contact, 'contact');
  const storeId = str(p, 'store_id', 'store_id', { required: true, max: 40, re: STORE_ID_RE, key: 'pickup_point_store_id_invalid' });
  if (RESERVED_STORE_IDS.includes(storeId.toLowerCase())) badRequest(`store_id "${storeId}" is reserved`, 'pickup_point_store_id_invalid');
  const priority = p.priority;
  if (typeof priority !== 'number' || !Number.isInteger(priority) || priority < 1 || priority > 999) badRequest('priority must be an integer from 1 to 999', 'pickup_point_priority_invalid');
  const days = p.delivery_days;
  if (typeof days !== 'number' || !Number.isInteger(days) || days < 0 || days > 99) badRequest('delivery_days must be a whole number of days from 0 to 99', 'pickup_point_delivery_days_invalid');
  if (typeof p.is_active !== 'boolean') badRequest('is_active must be true or false', 'pickup_point_invalid');
  const cityId = str(a, 'city_id', 'address.city_id', { required: true });
  if (!CITIES.some((c) => c.id === cityId)) badRequest('address.city_id is not a known city', 'pickup_point_address_invalid');
  return {
    store_id: storeId,
    priority,
    name: str(p, 'name', 'name', { required: true, max: 100 }),
    is_active: p.is_active,
    delivery_days: days,
    address: {
      apartment: str(a, 'apartment', 'address.apartment', { required: true, max: 20 }),
      city_id: cityId,
      floor: str(a, 'floor', 'address.floor', { max: 2, key: 'pickup_point_floor_error' }),
      ...(geo && { geo }),
      house: str(a, 'house', 'address.house', { required: true, max: 20 }),
      street: str(a, 'street', 'address.street', { required: true }),
      zipcode: str(a, 'zipcode', 'address.zipcode', { max: 10 }),
      formatted: str(a, 'formatted', 'address.formatted', { required: true, max: 300 }),
    },
    contact: {
      info: str(contact, 'info', 'contact.info', { required: true, max: 200 }),
      phone: str(contact, 'phone', 'contact.phone', { required: true, re: PHONE_RE, key: 'pickup_point_phone_invalid' }),
    },
    schedule: parseSchedule(p.schedule),
  };
}

/** The store ids of a bulk call: a non-empty list of distinct strings. */
export function parseStoreIds(body: Obj): string[] {
  const ids = body.store_ids;
  if (!Array.isArray(ids) || ids.length === 0) badRequest('store_ids must be a non-empty list', 'pickup_point_store_ids_required');
  if (ids.length > 100) badRequest('store_ids: at most 100 at once', 'pickup_point_store_ids_invalid');
  if (!ids.every((id): id is string => typeof id === 'string' && id.trim() !== '')) badRequest('store_ids must be strings', 'pickup_point_store_ids_invalid');
  if (new Set(ids).size !== ids.length) badRequest('store_ids must not repeat', 'pickup_point_store_ids_invalid');
  return ids;
}
