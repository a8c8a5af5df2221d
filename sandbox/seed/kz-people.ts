import type { Rng } from './seed-util';

/** Kazakh and Russian names as customers and staff in Kazakhstan have them. */
const MALE_FIRST = ['Ерлан', 'Нурлан', 'Даурен', 'Арман', 'Бауыржан', 'Тимур', 'Асхат', 'Ержан', 'Серик', 'Алексей', 'Дмитрий', 'Сергей', 'Максим', 'Руслан', 'Жандос', 'Айдос'];
const FEMALE_FIRST = ['Айгерим', 'Дана', 'Алия', 'Асель', 'Мадина', 'Жанна', 'Гульнара', 'Динара', 'Сауле', 'Ольга', 'Анна', 'Екатерина', 'Наталья', 'Камила', 'Томирис', 'Жансая'];
const LAST = [
  ['Ахметов', 'Ахметова'], ['Жумабаев', 'Жумабаева'], ['Нурпеисов', 'Нурпеисова'], ['Омаров', 'Омарова'],
  ['Касымов', 'Касымова'], ['Турсунов', 'Турсунова'], ['Садыков', 'Садыкова'], ['Искаков', 'Искакова'],
  ['Сейткали', 'Сейткали'], ['Ким', 'Ким'], ['Иванов', 'Иванова'], ['Смирнов', 'Смирнова'],
  ['Кузнецов', 'Кузнецова'], ['Абенов', 'Абенова'], ['Байжанов', 'Байжанова'], ['Мухаметжанов', 'Мухаметжанова'],
] as const;

export function personName(r: Rng): string {
  const female = r.chance(0.5);
  const first = r.pick(female ? FEMALE_FIRST : MALE_FIRST);
  const last = r.pick(LAST)[female ? 1 : 0];
  return `${first} ${last}`;
}

/** Kazakh mobile number in the sign-in format: 11 digits starting with 77. */
export function phone(r: Rng): string {
  return `77${r.pick(['01', '02', '05', '07', '08', '47', '75', '76', '77', '78'])}${r.digits(7)}`;
}

export interface CityInfo {
  id: string;
  name: string;
  lat: number;
  lon: number;
}

export const ALMATY: CityInfo = {
  id: '750000000',
  name: 'Алматы',
  lat: 43.238293,
  lon: 76.945465,
};

export const ASTANA: CityInfo = {
  id: '710000000',
  name: 'Астана',
  lat: 51.128207,
  lon: 71.43042,
};
