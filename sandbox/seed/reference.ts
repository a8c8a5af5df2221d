/** Reference data of config-discovery and translations (static: not kept in the state file). */
export interface Contact {
  id: number;
  type: 'link' | 'phone' | 'email' | 'social_network';
  name: string;
  value: string;
  comment: string;
}

export const CONTACTS: Contact[] = [
  { id: 1, type: 'phone', name: 'Служба поддержки партнёров', value: '+7 (727) 355-55-55', comment: 'Ежедневно с 09:00 до 21:00' },
  { id: 2, type: 'phone', name: 'Короткий номер', value: '3555', comment: 'Бесплатно с мобильных' },
  { id: 3, type: 'email', name: 'Почта поддержки', value: 'partners@partner.kz', comment: 'Ответим в течение суток' },
  { id: 4, type: 'email', name: 'Отдел документов', value: 'docs@partner.kz', comment: '' },
  { id: 5, type: 'link', name: 'Центр помощи партнёрам', value: 'https://help.partner.kz', comment: '' },
  { id: 6, type: 'link', name: 'Договор оферты', value: 'https://partner.kz/offer', comment: '' },
  { id: 7, type: 'social_network', name: 'facebook', value: 'https://facebook.com/partner.kz', comment: '' },
  { id: 8, type: 'social_network', name: 'telegram', value: 'https://t.me/partner_kz', comment: 'Новости для продавцов' },
  { id: 9, type: 'social_network', name: 'instagram', value: 'https://instagram.com/partner.kz', comment: '' },
  { id: 10, type: 'social_network', name: 'youtube', value: 'https://youtube.com/@partnerkz', comment: 'Видеоуроки' },
  { id: 11, type: 'social_network', name: 'tiktok', value: 'https://tiktok.com/@partner.kz', comment: '' },
  { id: 12, type: 'social_network', name: 'whatsapp', value: 'https://wa.me/77273555555', comment: 'Чат поддержки' },
  { id: 13, type: 'social_network', name: 'vk', value: 'https://vk.com/partnerkz', comment: '' },
  { id: 14, type: 'social_network', name: 'linkedin', value: 'https://linkedin.com/company/partner-kz', comment: '' },
  { id: 15, type: 'social_network', name: 'twitter', value: 'https://twitter.com/partner_kz', comment: '' },
  { id: 16, type: 'social_network', name: 'mailru', value: 'https://my.mail.ru/community/partner.kz', comment: '' },
  { id: 17, type: 'social_network', name: 'ok', value: 'https://ok.ru/partnerkz', comment: '' },
  { id: 18, type: 'social_network', name: 'skype', value: 'skype:partner.kz?chat', comment: 'Чат поддержки' },
];

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
