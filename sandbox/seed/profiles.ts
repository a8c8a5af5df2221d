import { SEED_DATE } from './random';
import { reviewStats, seedReviews } from './reviews';

/** Shop profile, spec 1 §3 (status and store name/logo are joined from the accounts slice). */
export interface ShopProfile {
  id: string;
  category: string;
  is_import: boolean;
  account_manager: { name: string; surname: string; phone: string; email: string; tdid: string };
  company_info: {
    address: { city: string; country: string; index: string; street: string };
    company_name: string;
    email: string;
    first_name_ceo: string;
    last_name_ceo: string;
    patronymic_ceo: string;
    /** Non-working dates, yyyy-MM-dd. */
    holidays: string[];
    /** AO, TOO or IP (registration's company types). */
    ownership: string;
    payment_requisites: { account_bank_number: string; bank_name: string; bik: string; bin: string; kbe: string };
    phone_number: string;
    /** One entry per weekday, 1 = Monday. */
    schedule: Array<{ day: number; is_working: boolean; from: string; to: string }>;
    site_url: string;
  };
  contact_info: { email: string; first_name: string; last_name: string; patronymic: string; phone: string };
  created: string;
  enabled: boolean;
  feedbacks_count: number;
  is_accepted_user_agreement: boolean;
  pickup_points: unknown[];
  rating: number;
  updated: string;
  doc: Array<{ id: string; link: string; name: string }>;
}

export const PROFILES_SLICE = 'profiles';

const HOLIDAYS = ['2026-12-16', '2026-12-17', '2027-01-01', '2027-01-02', '2027-01-07', '2027-03-08', '2027-03-21', '2027-03-22', '2027-03-23'];
const schedule = (saturday: boolean): ShopProfile['company_info']['schedule'] =>
  [1, 2, 3, 4, 5, 6, 7].map((day) => {
    const working = day <= 5 || (day === 6 && saturday);
    return { day, is_working: working, from: working ? (day === 6 ? '10:00' : '09:00') : '', to: working ? (day === 6 ? '16:00' : '18:00') : '' };
  });
const docs = (mid: string): ShopProfile['doc'] => [
  { id: `${mid}-doc-1`, link: `/f3/api/v1/files/doc-${mid}-offer.pdf`, name: 'Договор оферты.pdf' },
  { id: `${mid}-doc-2`, link: `/f3/api/v1/files/doc-${mid}-application.pdf`, name: 'Заявление о присоединении.pdf' },
  { id: `${mid}-doc-3`, link: `/f3/api/v1/files/doc-${mid}-questionnaire.pdf`, name: 'Анкета партнёра.pdf' },
];
const manager = { name: 'Мадина', surname: 'Омарова', phone: '77272555001', email: 'm.omarova@partner.kz', tdid: '5f0c8a2e-7b1d-4c3a-9e6f-000000000900' };

interface Company {
  mid: string; category: string; company_name: string; ownership: string; ceo: [string, string, string];
  city: string; index: string; street: string; bank: [string, string, string]; bin: string; kbe: string;
  phone: string; email: string; site: string; created: string; saturday: boolean; enabled?: boolean;
}

const COMPANIES: Company[] = [
  { mid: 'm-1001', category: 'Электроника', company_name: 'ТОО «Tech Store Almaty»', ownership: 'TOO', ceo: ['Садыкова', 'Айгерим', 'Маратовна'],
    city: 'Алматы', index: 'A25D6K4', street: 'проспект Абая, 150/230, офис 12', bank: ['АО «Народный Банк Казахстана»', 'HSBKKZKX', 'KZ996010131000254187'],
    bin: '190840012345', kbe: '17', phone: '77273456789', email: 'info@techstore.kz', site: 'https://techstore.kz', created: '2024-03-14T10:22:00+05:00', saturday: true },
  { mid: 'm-1002', category: 'Дом и сад', company_name: 'ИП «Дом и сад»', ownership: 'IP', ceo: ['Ахметов', 'Ерлан', 'Серикович'],
    city: 'Астана', index: 'Z05K7B1', street: 'улица Кенесары, 40, ВП-3', bank: ['АО «Kaspi Bank»', 'CASPKZKA', 'KZ32722S000012345678'],
    bin: '850412400123', kbe: '19', phone: '77172987654', email: 'domisad.astana@mail.kz', site: '', created: '2026-10-02T15:40:00+05:00', saturday: true },
  { mid: 'm-1003', category: '', company_name: '', ownership: 'IP', ceo: ['Нурланова', 'Асель', ''],
    city: 'Алматы', index: '', street: '', bank: ['', '', ''], bin: '', kbe: '', phone: '77010000005', email: '', site: '', created: '2026-11-18T11:05:00+05:00', saturday: false },
  { mid: 'm-1004', category: 'Одежда и обувь', company_name: 'ТОО «Алтын Сауда»', ownership: 'TOO', ceo: ['Искаков', 'Даурен', 'Болатович'],
    city: 'Караганда', index: 'M01E4T6', street: 'проспект Бухар-Жырау, 52', bank: ['АО «Банк ЦентрКредит»', 'KCJBKZKX', 'KZ568562203105432198'],
    bin: '170540023456', kbe: '17', phone: '77212405060', email: 'altyn.sauda@mail.kz', site: '', created: '2023-06-20T09:00:00+05:00', saturday: false, enabled: false },
  { mid: 'm-1005', category: 'Бытовая техника', company_name: 'ТОО «Оңтүстік Логистика»', ownership: 'TOO', ceo: ['Турсунов', 'Асхат', 'Ержанович'],
    city: 'Шымкент', index: 'X17F2P9', street: 'улица Тауке хана, 31', bank: ['АО «ForteBank»', 'IRTYKZKA', 'KZ1796502F0008765432'],
    bin: '200340034567', kbe: '17', phone: '77252334455', email: 'sklad@ontustik-log.kz', site: 'https://ontustik-log.kz', created: '2025-02-11T12:30:00+05:00', saturday: true },
];

export function seedProfiles(): Record<string, ShopProfile> {
  const reviews = seedReviews();
  const out: Record<string, ShopProfile> = {};
  for (const c of COMPANIES) {
    const stats = reviewStats(reviews, c.mid);
    const [last, first, patronymic] = c.ceo;
    out[c.mid] = {
      id: c.mid,
      category: c.category,
      // The demo shop imports goods (spec 1 §1): its products show markup and the price without it.
      is_import: c.mid === 'm-1001',
      account_manager: manager,
      company_info: {
        address: { city: c.city, country: 'Казахстан', index: c.index, street: c.street },
        company_name: c.company_name,
        email: c.email,
        first_name_ceo: first,
        last_name_ceo: last,
        patronymic_ceo: patronymic,
        holidays: c.company_name ? HOLIDAYS : [],
        ownership: c.ownership,
        payment_requisites: { bank_name: c.bank[0], bik: c.bank[1], account_bank_number: c.bank[2], bin: c.bin, kbe: c.kbe },
        phone_number: c.phone,
        schedule: c.company_name ? schedule(c.saturday) : [],
        site_url: c.site,
      },
      contact_info: { email: c.email, first_name: first, last_name: last, patronymic, phone: c.phone },
      created: new Date(c.created).toISOString(),
      enabled: c.enabled ?? true,
      feedbacks_count: stats.count,
      is_accepted_user_agreement: c.company_name !== '',
      pickup_points: [],
      rating: stats.rating,
      updated: new Date(Math.min(Date.parse(c.created) + 86_400_000 * 30, SEED_DATE.getTime())).toISOString(),
      doc: c.company_name ? docs(c.mid) : [],
    };
  }
  return out;
}
