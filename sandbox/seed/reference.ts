/** Reference data of config-discovery and translations (static: not kept in the state file). */
export interface Contact {
  id: number;
  type: 'link' | 'phone' | 'email' | 'social_network';
  name: string;
  value: string;
  comment: string;
}

/** A contact's words (name, comment) in each interface language; the service answers in one. */
type Worded = Omit<Contact, 'name' | 'comment'> & { name: Words | string; comment: Words | string };
/** The interface languages, as the dictionary and the contacts are kept in them. */
export type Lang = 'ru' | 'kz' | 'en';
type Words = Record<Lang, string>;

const DAILY: Words = { ru: 'Ежедневно с 09:00 до 21:00', kz: 'Күн сайын 09:00-ден 21:00-ге дейін', en: 'Daily, 09:00 to 21:00' };
const SUPPORT_CHAT: Words = { ru: 'Чат поддержки', kz: 'Қолдау чаты', en: 'Support chat' };

const WORDED_CONTACTS: Worded[] = [
  { id: 1, type: 'phone', name: { ru: 'Служба поддержки партнёров', kz: 'Серіктестерді қолдау қызметі', en: 'Partner support' }, value: '+7 (727) 355-55-55', comment: DAILY },
  { id: 2, type: 'phone', name: { ru: 'Короткий номер', kz: 'Қысқа нөмір', en: 'Short number' }, value: '3555', comment: { ru: 'Бесплатно с мобильных', kz: 'Ұялы телефоннан тегін', en: 'Free from mobile phones' } },
  { id: 3, type: 'email', name: { ru: 'Почта поддержки', kz: 'Қолдау поштасы', en: 'Support e-mail' }, value: 'partners@partner.kz', comment: { ru: 'Ответим в течение суток', kz: 'Бір тәулік ішінде жауап береміз', en: 'We answer within a day' } },
  { id: 4, type: 'email', name: { ru: 'Отдел документов', kz: 'Құжаттар бөлімі', en: 'Documents department' }, value: 'docs@partner.kz', comment: '' },
  { id: 5, type: 'link', name: { ru: 'Центр помощи партнёрам', kz: 'Серіктестерге көмек орталығы', en: 'Partner help centre' }, value: 'https://help.partner.kz', comment: '' },
  { id: 6, type: 'link', name: { ru: 'Договор оферты', kz: 'Оферта шарты', en: 'Offer agreement' }, value: 'https://partner.kz/offer', comment: '' },
  { id: 7, type: 'social_network', name: 'facebook', value: 'https://facebook.com/partner.kz', comment: '' },
  { id: 8, type: 'social_network', name: 'telegram', value: 'https://t.me/partner_kz', comment: { ru: 'Новости для продавцов', kz: 'Сатушыларға арналған жаңалықтар', en: 'News for sellers' } },
  { id: 9, type: 'social_network', name: 'instagram', value: 'https://instagram.com/partner.kz', comment: '' },
  { id: 10, type: 'social_network', name: 'youtube', value: 'https://youtube.com/@partnerkz', comment: { ru: 'Видеоуроки', kz: 'Бейнесабақтар', en: 'Video lessons' } },
  { id: 11, type: 'social_network', name: 'tiktok', value: 'https://tiktok.com/@partner.kz', comment: '' },
  { id: 12, type: 'social_network', name: 'whatsapp', value: 'https://wa.me/77273555555', comment: SUPPORT_CHAT },
  { id: 13, type: 'social_network', name: 'vk', value: 'https://vk.com/partnerkz', comment: '' },
  { id: 14, type: 'social_network', name: 'linkedin', value: 'https://linkedin.com/company/partner-kz', comment: '' },
  { id: 15, type: 'social_network', name: 'twitter', value: 'https://twitter.com/partner_kz', comment: '' },
  { id: 16, type: 'social_network', name: 'mailru', value: 'https://my.mail.ru/community/partner.kz', comment: '' },
  { id: 17, type: 'social_network', name: 'ok', value: 'https://ok.ru/partnerkz', comment: '' },
  { id: 18, type: 'social_network', name: 'skype', value: 'skype:partner.kz?chat', comment: SUPPORT_CHAT },
];

/** The support contacts as the service words them in one language. */
export function contactsIn(lang: Lang): Contact[] {
  const pick = (w: Words | string) => (typeof w === 'string' ? w : w[lang]);
  return WORDED_CONTACTS.map((c) => ({ ...c, name: pick(c.name), comment: pick(c.comment) }));
}

export interface City {
  id: string;
  name: { ru: string; kz: string; en: string };
}

export const CITIES: City[] = [
  { id: '750000000', name: { ru: 'Алматы', kz: 'Алматы', en: 'Almaty' } },
  { id: '710000000', name: { ru: 'Астана', kz: 'Астана', en: 'Astana' } },
  { id: '790000000', name: { ru: 'Шымкент', kz: 'Шымкент', en: 'Shymkent' } },
  { id: '351010000', name: { ru: 'Караганда', kz: 'Қарағанды', en: 'Karaganda' } },
  { id: '151010000', name: { ru: 'Актобе', kz: 'Ақтөбе', en: 'Aktobe' } },
  { id: '231010000', name: { ru: 'Атырау', kz: 'Атырау', en: 'Atyrau' } },
  { id: '551010000', name: { ru: 'Павлодар', kz: 'Павлодар', en: 'Pavlodar' } },
  { id: '631010000', name: { ru: 'Усть-Каменогорск', kz: 'Өскемен', en: 'Oskemen' } },
  { id: '391010000', name: { ru: 'Костанай', kz: 'Қостанай', en: 'Kostanay' } },
];

/**
 * The server dictionary: flat dotted keys merged over the bundled texts. A few texts differ
 * from the bundled ones on purpose, so that the merge is visible in the app and in tests.
 */
export const DICTIONARY: Record<'ru' | 'kz' | 'en', Record<string, string>> = {
  ru: {
    brand_label: 'Partner',
    'common.retry': 'Попробовать снова',
    'common.noData': 'Данных пока нет',
    'auth.signIn.title': 'Вход в кабинет партнёра',
    'auth.partners.title': 'Выберите магазин для работы',
  },
  kz: {
    brand_label: 'Partner',
    'common.retry': 'Қайта көру',
    'common.noData': 'Әзірге деректер жоқ',
    'auth.signIn.title': 'Серіктес кабинетіне кіру',
    'auth.partners.title': 'Жұмыс үшін дүкенді таңдаңыз',
  },
  en: {
    brand_label: 'Partner',
    'common.retry': 'Try again',
    'common.noData': 'Nothing here yet',
    'auth.signIn.title': 'Partner sign-in',
    'auth.partners.title': 'Choose a store to work with',
  },
};
