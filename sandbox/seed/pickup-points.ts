import { ALMATY, ASTANA, type CityInfo } from './kz-people';
import type { Volume } from './seed-util';

/** Spec 3 §3 Pickup point. Schedule: one entry per weekday 1 (Mon)..7, closed days have no ranges. */
export interface PickupPoint {
  store_id: string;
  priority: number;
  name: string;
  is_active: boolean;
  delivery_days: number;
  address: {
    apartment: string;
    city_id: string;
    floor: string;
    geo: { latitude: number; longitude: number };
    house: string;
    street: string;
    zipcode: string;
    formatted: string;
  };
  contact: { info: string; phone: string };
  schedule: Array<{ week_day: number; time_ranges: Array<{ from: string; to: string }> }>;
}

interface PointSource {
  name: string;
  city: CityInfo;
  street: string;
  house: string;
  apartment: string;
  floor: string;
  zip: string;
  dLat: number;
  dLon: number;
  contact: string;
  phone: string;
  active: boolean;
  weekend: boolean;
}

const FULL: PointSource[] = [
  { name: 'Сервисная точка 1', city: ALMATY, street: 'проспект Абая', house: '150/230', apartment: '12', floor: '1', zip: 'A05H8F1', dLat: -0.0123, dLon: -0.0561, contact: 'Ерлан Ахметов', phone: '77011234567', active: true, weekend: true },
  { name: 'Склад Алматы, Самал', city: ALMATY, street: 'улица Мендикулова', house: '105', apartment: '3', floor: '2', zip: 'A15E2K7', dLat: -0.0294, dLon: 0.0087, contact: 'Асель Касымова', phone: '77071112233', active: true, weekend: false },
  { name: 'Пункт выдачи Астана, Есиль', city: ASTANA, street: 'проспект Мангилик Ел', house: '55/20', apartment: '7', floor: '1', zip: 'Z05T3E5', dLat: -0.0453, dLon: 0.0102, contact: 'Нурлан Жумабаев', phone: '77758887766', active: true, weekend: true },
  { name: 'Старый склад Астана', city: ASTANA, street: 'улица Кенесары', house: '40', apartment: '1', floor: '0', zip: 'Z00T6K4', dLat: 0.0391, dLon: -0.0015, contact: 'Ольга Иванова', phone: '77015553322', active: false, weekend: false },
];

const SMALL: PointSource[] = [
  { name: 'Дом и сад — Алматы', city: ALMATY, street: 'улица Розыбакиева', house: '247', apartment: '2', floor: '1', zip: 'A10P3T6', dLat: -0.0311, dLon: -0.0437, contact: 'Гульнара Омарова', phone: '77021234500', active: true, weekend: true },
  { name: 'Дом и сад — Астана', city: ASTANA, street: 'проспект Туран', house: '37', apartment: '5', floor: '1', zip: 'Z05K7Y2', dLat: -0.0502, dLon: -0.0171, contact: 'Серик Искаков', phone: '77085556677', active: true, weekend: false },
];

export function pickupPointsOf(_mid: string, volume: Volume): PickupPoint[] {
  return (volume === 'full' ? FULL : SMALL).map((p, i) => ({
    store_id: `PP${i + 1}`,
    priority: i + 1,
    name: p.name,
    is_active: p.active,
    delivery_days: 1 + (i % 2),
    address: {
      apartment: p.apartment,
      city_id: p.city.id,
      floor: p.floor,
      geo: { latitude: +(p.city.lat + p.dLat).toFixed(6), longitude: +(p.city.lon + p.dLon).toFixed(6) },
      house: p.house,
      street: p.street,
      zipcode: p.zip,
      formatted: `Казахстан, ${p.city.name}, ${p.street}, ${p.house}`,
    },
    contact: { info: p.contact, phone: p.phone },
    schedule: [1, 2, 3, 4, 5, 6, 7].map((week_day) => ({
      week_day,
      time_ranges: week_day <= 5 ? [{ from: '09:00', to: '19:00' }] : p.weekend ? [{ from: '10:00', to: '16:00' }] : [],
    })),
  }));
}
