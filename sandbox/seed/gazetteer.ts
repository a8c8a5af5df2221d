/**
 * The offline geocoder's gazetteer: real streets and micro-districts of Almaty, Astana and
 * Shymkent. Each place is a straight line from house 1 to its last house; a house's point
 * is interpolated along it (odd and even numbers on opposite sides). Coordinates follow
 * the real streets closely enough for a map pin; postal codes are in the Kazpost format
 * (district prefix + four characters) and stable per block of 20 houses, plausible rather
 * than authoritative. Static data: not kept in the state file.
 *
 * Precision the sandbox answers for a house number n (the Yandex geocoder's words):
 *   1..surveyed → exact (a letter suffix such as 10а → number),
 *   surveyed+1..last → range (interpolated), last+1..last+20 → near (the last house),
 *   beyond, or no house at all → street; a city alone → other.
 */
export type LatLon = readonly [number, number];

export interface GazetteerPlace {
  /** A micro-district may stand in for a street (spec: "a street (or district) and a house"). */
  kind: 'street' | 'district';
  name: string;
  /** Other spellings users type (old names, short forms), as whole names. */
  aliases?: string[];
  /** The city district (район) it lies in. */
  area: string;
  from: LatLon;
  to: LatLon;
  last: number;
  surveyed: number;
  /** Kazpost district prefix, e.g. A05. */
  zip: string;
}

export interface GazetteerCity {
  id: string;
  name: string;
  /** Spellings of the city name (lower case). */
  aliases: string[];
  center: LatLon;
  places: GazetteerPlace[];
}

const street = (name: string, area: string, zip: string, from: LatLon, to: LatLon, last: number, aliases?: string[]): GazetteerPlace => ({
  kind: 'street', name, area, zip, from, to, last, surveyed: Math.round(last * 0.8), aliases,
});

/** A micro-district: houses spread over a small square around its centre. */
const district = (name: string, area: string, zip: string, [lat, lon]: LatLon, last: number, aliases?: string[]): GazetteerPlace => ({
  kind: 'district', name, area, zip, from: [lat + 0.0025, lon - 0.0035], to: [lat - 0.0025, lon + 0.0035], last, surveyed: last, aliases,
});

const ALMATY: GazetteerCity = {
  id: '750000000',
  name: 'Алматы',
  aliases: ['алматы', 'almaty', 'алма ата'],
  center: [43.238293, 76.945465],
  places: [
    street('проспект Абая', 'Алмалинский район', 'A05', [43.2421, 76.9562], [43.2331, 76.8452], 170, ['проспект Абай']),
    street('проспект Достык', 'Медеуский район', 'A10', [43.2641, 76.9546], [43.2182, 76.9641], 300),
    street('улица Толе би', 'Алмалинский район', 'A05', [43.2561, 76.9493], [43.2466, 76.8402], 300),
    street('проспект Назарбаева', 'Медеуский район', 'A10', [43.2664, 76.9468], [43.2301, 76.9491], 300, ['улица Фурманова']),
    street('проспект Аль-Фараби', 'Бостандыкский район', 'A15', [43.2231, 76.9748], [43.2012, 76.8603], 140),
    street('улица Жибек Жолы', 'Алмалинский район', 'A05', [43.2619, 76.9561], [43.2589, 76.8981], 200),
    street('улица Розыбакиева', 'Бостандыкский район', 'A15', [43.2701, 76.8961], [43.1991, 76.8931], 300),
    street('улица Байтурсынова', 'Алмалинский район', 'A05', [43.2631, 76.9289], [43.2191, 76.9301], 190),
    street('улица Сатпаева', 'Бостандыкский район', 'A15', [43.2371, 76.9598], [43.2336, 76.8601], 120),
    street('улица Кабанбай батыра', 'Алмалинский район', 'A05', [43.2501, 76.9559], [43.2456, 76.8601], 300),
    street('проспект Райымбека', 'Жетысуский район', 'A35', [43.2701, 76.9579], [43.2611, 76.8051], 500),
    street('улица Гоголя', 'Алмалинский район', 'A05', [43.2606, 76.9559], [43.2581, 76.8901], 200),
    street('проспект Сейфуллина', 'Алмалинский район', 'A05', [43.2701, 76.9381], [43.2201, 76.9401], 600),
    street('улица Мендикулова', 'Медеуский район', 'A10', [43.2121, 76.9519], [43.2031, 76.9581], 110),
    district('микрорайон Самал-1', 'Медеуский район', 'A10', [43.2336, 76.9541], 40),
    district('микрорайон Самал-2', 'Медеуский район', 'A10', [43.2301, 76.9561], 110),
    district('микрорайон Самал-3', 'Медеуский район', 'A10', [43.2271, 76.9591], 30),
    district('микрорайон Орбита-1', 'Бостандыкский район', 'A15', [43.2161, 76.8721], 40),
    district('микрорайон Коктем-1', 'Бостандыкский район', 'A15', [43.2311, 76.9201], 50),
    district('микрорайон Аксай-4', 'Ауэзовский район', 'A25', [43.2391, 76.8301], 120),
  ],
};

const ASTANA: GazetteerCity = {
  id: '710000000',
  name: 'Астана',
  aliases: ['астана', 'astana', 'нур султан'],
  center: [51.128207, 71.43042],
  places: [
    street('проспект Мангилик Ел', 'район Есиль', 'Z05', [51.1251, 71.4331], [51.0871, 71.4161], 60),
    street('проспект Туран', 'район Есиль', 'Z05', [51.1331, 71.4051], [51.0881, 71.4001], 90),
    street('проспект Кабанбай батыра', 'район Есиль', 'Z05', [51.1321, 71.4251], [51.0761, 71.4101], 80),
    street('улица Сыганак', 'район Есиль', 'Z05', [51.1261, 71.4381], [51.1221, 71.4021], 70),
    street('улица Достык', 'район Есиль', 'Z05', [51.1291, 71.4321], [51.1251, 71.4331], 20),
    street('улица Кенесары', 'район Сарыарка', 'Z00', [51.1671, 71.4621], [51.1641, 71.4051], 90),
    street('проспект Абая', 'район Сарыарка', 'Z00', [51.1701, 71.4681], [51.1651, 71.4001], 100),
    street('проспект Республики', 'район Алматы', 'Z10', [51.1541, 71.4331], [51.1881, 71.4181], 90),
    street('проспект Сарыарка', 'район Сарыарка', 'Z00', [51.1541, 71.4151], [51.1801, 71.4061], 50),
    street('улица Бейбитшилик', 'район Сарыарка', 'Z00', [51.1531, 71.4231], [51.1861, 71.4141], 80),
  ],
};

const SHYMKENT: GazetteerCity = {
  id: '790000000',
  name: 'Шымкент',
  aliases: ['шымкент', 'shymkent', 'чимкент'],
  center: [42.3417, 69.5901],
  places: [
    street('проспект Тауке хана', 'Аль-Фарабийский район', 'X17', [42.3201, 69.6151], [42.3351, 69.5501], 300, ['проспект Тауке хан']),
    street('проспект Республики', 'Аль-Фарабийский район', 'X17', [42.3081, 69.6051], [42.3301, 69.5901], 50),
    street('улица Байтурсынова', 'Аль-Фарабийский район', 'X17', [42.3201, 69.5951], [42.3401, 69.5801], 100),
    street('проспект Кунаева', 'Абайский район', 'X16', [42.3251, 69.6001], [42.3501, 69.6201], 80),
    street('улица Казыбек би', 'Аль-Фарабийский район', 'X17', [42.3161, 69.6001], [42.3101, 69.5701], 60),
    street('улица Желтоксан', 'Аль-Фарабийский район', 'X17', [42.3171, 69.5951], [42.3051, 69.5901], 40),
    district('микрорайон Нурсат', 'Каратауский район', 'X18', [42.3521, 69.6451], 140),
  ],
};

export const GAZETTEER: GazetteerCity[] = [ALMATY, ASTANA, SHYMKENT];
export const COUNTRY = 'Казахстан';
