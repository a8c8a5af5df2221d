import type { ResourceTexts } from '../../providers/i18n/types';

/** Texts of the phone shell (menu drawer, folded footer), the new-order alerts and "mark all as read". */
export const phoneShellTexts: ResourceTexts = {
  ru: {
    shell: {
      notes: { markAll: 'Отметить все прочитанными', markAllFailed: 'Не удалось отметить уведомления прочитанными. Они останутся новыми.' },
      phone: { openMenu: 'Открыть меню', closeMenu: 'Закрыть меню', contacts: 'Контакты' },
      alerts: {
        banner: { one: '{{count}} новый заказ', few: '{{count}} новых заказа', many: '{{count}} новых заказов' },
        show: 'Показать',
        dismiss: 'Скрыть',
        notificationTitle: 'Новые заказы',
        notificationBody: {
          one: '{{count}} новый заказ ждёт подтверждения',
          few: '{{count}} новых заказа ждут подтверждения',
          many: '{{count}} новых заказов ждут подтверждения',
        },
      },
    },
  },
  kz: {
    shell: {
      notes: { markAll: 'Барлығын оқылды деп белгілеу', markAllFailed: 'Хабарландыруларды оқылды деп белгілеу мүмкін болмады. Олар жаңа болып қалады.' },
      phone: { openMenu: 'Мәзірді ашу', closeMenu: 'Мәзірді жабу', contacts: 'Байланыс' },
      alerts: {
        // Kazakh keeps the noun singular after a numeral.
        banner: { one: '{{count}} жаңа тапсырыс', few: '{{count}} жаңа тапсырыс', many: '{{count}} жаңа тапсырыс' },
        show: 'Көрсету',
        dismiss: 'Жасыру',
        notificationTitle: 'Жаңа тапсырыстар',
        notificationBody: {
          one: '{{count}} жаңа тапсырыс растауды күтіп тұр',
          few: '{{count}} жаңа тапсырыс растауды күтіп тұр',
          many: '{{count}} жаңа тапсырыс растауды күтіп тұр',
        },
      },
    },
  },
  en: {
    shell: {
      notes: { markAll: 'Mark all as read', markAllFailed: 'The notifications could not be marked as read. They stay new.' },
      phone: { openMenu: 'Open menu', closeMenu: 'Close menu', contacts: 'Contacts' },
      alerts: {
        banner: { one: '{{count}} new order', few: '{{count}} new orders', many: '{{count}} new orders' },
        show: 'Show',
        dismiss: 'Dismiss',
        notificationTitle: 'New orders',
        notificationBody: {
          one: '{{count}} new order is waiting for confirmation',
          few: '{{count}} new orders are waiting for confirmation',
          many: '{{count}} new orders are waiting for confirmation',
        },
      },
    },
  },
};
