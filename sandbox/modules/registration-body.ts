import { CITIES } from '../seed/reference';
import type { PickupPoint } from '../seed/pickup-points';
import { PHONE_RE, badRequest, isRecord } from '../http';
import { parseGeo } from './pickup-point-body';

/**
 * The registration body (spec 1 §2 Registration, §3 "Registration sends store_name,
 * contact_info.phone, company_info, address {index, country, street, city}, logo_url, doc";
 * the call itself is "not shown", so designed here and in resources/register/registration-api.ts),
 * plus the service point created with it (spec 3 §3 pickup point shape). Validated field by
 * field as the registration form does: 400 {message, key} naming the field.
 */
export interface RegistrationBody {
  store_name: string;
  logo_url: string;
  contact_info: { phone: string; first_name: string; last_name: string; patronymic: string };
  company_info: {
    company_name: string;
    ownership: 'AO' | 'TOO' | 'IP';
    first_name_ceo: string;
    last_name_ceo: string;
    patronymic_ceo: string;
    phone_number: string;
    payment_requisites: { account_bank_number: string; bik: string; kbe: string; bin: string; bank_name: string };
  };
  address: { index: string; country: string; street: string; city: string };
  doc: Array<{ name: string; link: string }>;
  pickup_point: PickupPoint;
}

export const ACCOUNT_RE = /^KZ[0-9A-Z]{18}$/;
const OWNERSHIPS = ['AO', 'TOO', 'IP'] as const;
const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;
const URL_RE = /^(\/|https?:\/\/)\S+$/;

type Obj = Record<string, unknown>;

function obj(value: unknown, name: string): Obj {
  if (!isRecord(value)) badRequest(`${name} must be an object`);
  return value;
}

function str(o: Obj, field: string, path: string, opts: { required?: boolean; max?: number; re?: RegExp; key?: string } = {}): string {
  const value = o[field] ?? '';
  const name = `${path}${field}`;
  if (typeof value !== 'string') badRequest(`${name} must be a string`);
  const trimmed = value.trim();
  if (opts.required && trimmed === '') badRequest(`${name} is required`, 'register_field_required');
  if (trimmed.length > (opts.max ?? 200)) badRequest(`${name} must be at most ${opts.max ?? 200} characters`);
  if (trimmed !== '' && opts.re && !opts.re.test(trimmed)) badRequest(`${name} has a wrong format`, opts.key);
  return trimmed;
}

function parseRequisites(value: unknown): RegistrationBody['company_info']['payment_requisites'] {
  const r = obj(value, 'company_info.payment_requisites');
  const path = 'company_info.payment_requisites.';
  return {
    // Sent upper-cased (spec 1 §5): lower case here means the client skipped that step.
    account_bank_number: str(r, 'account_bank_number', path, { required: true, re: ACCOUNT_RE, key: 'register_account_bank_number_input_error' }),
    bik: str(r, 'bik', path, { required: true, re: /^[A-Z0-9]{8}$/, key: 'register_bik_input_error' }),
    kbe: str(r, 'kbe', path, { required: true, re: /^\d{2}$/, key: 'register_kbe_input_error' }),
    bin: str(r, 'bin', path, { re: /^\d{12}$/, key: 'register_bin_input_error' }),
    bank_name: str(r, 'bank_name', path),
  };
}

function parseSchedule(value: unknown): PickupPoint['schedule'] {
  if (!Array.isArray(value) || value.length !== 7) badRequest('pickup_point.schedule must list the 7 weekdays');
  const days = value.map((entry, i) => {
    const e = obj(entry, `pickup_point.schedule[${i}]`);
    if (!Number.isInteger(e.week_day) || (e.week_day as number) < 1 || (e.week_day as number) > 7) badRequest('pickup_point.schedule.week_day must be 1..7');
    if (!Array.isArray(e.time_ranges)) badRequest('pickup_point.schedule.time_ranges must be a list');
    const ranges = e.time_ranges.map((r: unknown) => {
      const range = obj(r, 'pickup_point.schedule.time_ranges[]');
      const from = str(range, 'from', 'time_ranges.', { required: true, re: TIME_RE });
      const to = str(range, 'to', 'time_ranges.', { required: true, re: TIME_RE });
      if (from >= to) badRequest('pickup_point.schedule: from must be earlier than to', 'pickup_point_time_error');
      return { from, to };
    });
    return { week_day: e.week_day as number, time_ranges: ranges };
  });
  if (new Set(days.map((d) => d.week_day)).size !== 7) badRequest('pickup_point.schedule must list each weekday once');
  if (days.every((d) => d.time_ranges.length === 0)) badRequest('pickup_point.schedule needs a working day');
  return days.sort((a, b) => a.week_day - b.week_day);
}

function parsePickupPoint(value: unknown): PickupPoint {
  const p = obj(value, 'pickup_point');
  const a = obj(p.address, 'pickup_point.address');
  const geo = parseGeo(a.geo, 'pickup_point.address.geo');
  const contact = obj(p.contact, 'pickup_point.contact');
  if (!Number.isInteger(p.priority) || (p.priority as number) < 1) badRequest('pickup_point.priority must be a positive integer');
  const cityId = str(a, 'city_id', 'pickup_point.address.', { required: true });
  if (!CITIES.some((c) => c.id === cityId)) badRequest('pickup_point.address.city_id is not a known city');
  const path = 'pickup_point.address.';
  return {
    store_id: str(p, 'store_id', 'pickup_point.', { required: true, max: 40 }),
    priority: p.priority as number,
    name: str(p, 'name', 'pickup_point.', { required: true, max: 100 }),
    is_active: p.is_active !== false,
    delivery_days: Number.isInteger(p.delivery_days) ? (p.delivery_days as number) : 1,
    address: {
      apartment: str(a, 'apartment', path, { required: true, max: 20 }),
      city_id: cityId,
      floor: str(a, 'floor', path, { required: true, max: 2, key: 'register_floor_input_error' }),
      ...(geo && { geo }),
      house: str(a, 'house', path, { required: true, max: 20 }),
      street: str(a, 'street', path, { required: true }),
      zipcode: str(a, 'zipcode', path, { required: true, max: 10 }),
      formatted: str(a, 'formatted', path, { required: true, max: 300 }),
    },
    contact: { info: str(contact, 'info', 'pickup_point.contact.', { required: true }), phone: str(contact, 'phone', 'pickup_point.contact.', { re: PHONE_RE }) },
    schedule: parseSchedule(p.schedule),
  };
}

export function parseRegistration(body: Obj): RegistrationBody {
  const contact = obj(body.contact_info, 'contact_info');
  const company = obj(body.company_info, 'company_info');
  const address = obj(body.address, 'address');
  const ownership = company.ownership ?? 'IP';
  if (!OWNERSHIPS.includes(ownership as RegistrationBody['company_info']['ownership'])) badRequest('company_info.ownership must be AO, TOO or IP');
  if (!Array.isArray(body.doc)) badRequest('doc must be a list');
  const doc = body.doc.map((d: unknown, i: number) => {
    const item = obj(d, `doc[${i}]`);
    return { name: str(item, 'name', `doc[${i}].`, { required: true }), link: str(item, 'link', `doc[${i}].`, { required: true, re: URL_RE }) };
  });
  const phone = /^\d{11}$/;
  return {
    store_name: str(body, 'store_name', '', { required: true, max: 100 }),
    logo_url: str(body, 'logo_url', '', { re: URL_RE, max: 500 }),
    contact_info: {
      phone: str(contact, 'phone', 'contact_info.', { re: phone, key: 'register_phone_input_error' }),
      first_name: str(contact, 'first_name', 'contact_info.', { required: true, max: 100 }),
      last_name: str(contact, 'last_name', 'contact_info.', { required: true, max: 100 }),
      patronymic: str(contact, 'patronymic', 'contact_info.', { max: 100 }),
    },
    company_info: {
      company_name: str(company, 'company_name', 'company_info.', { max: 200 }),
      ownership: ownership as RegistrationBody['company_info']['ownership'],
      first_name_ceo: str(company, 'first_name_ceo', 'company_info.', { required: true, max: 100 }),
      last_name_ceo: str(company, 'last_name_ceo', 'company_info.', { required: true, max: 100 }),
      patronymic_ceo: str(company, 'patronymic_ceo', 'company_info.', { max: 100 }),
      phone_number: str(company, 'phone_number', 'company_info.', { re: phone, key: 'register_phone_input_error' }),
      payment_requisites: parseRequisites(company.payment_requisites),
    },
    address: {
      index: str(address, 'index', 'address.', { required: true, max: 10 }),
      country: str(address, 'country', 'address.', { required: true }),
      street: str(address, 'street', 'address.', { required: true }),
      city: str(address, 'city', 'address.', { required: true }),
    },
    doc,
    pickup_point: parsePickupPoint(body.pickup_point),
  };
}
