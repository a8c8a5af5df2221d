import type { ResourceTexts } from '../../../providers/i18n/types';

/** Orders texts owned by the list screens (keys under `orders.list`, plus spec-named flat keys). */
export const ordersListTexts: ResourceTexts = {
  ru: {
    orders_select_period_for_reports: 'Выберите период, чтобы скачать отчёт',
    orders: {
      list: {
        profit: {
          title: 'Доход за период',
          active: 'Ожидается по активным заказам',
          completed: 'Доход по выполненным заказам',
          period: '{{from}} — {{to}}',
          noPeriod: 'Выберите период',
          error: 'Не удалось загрузить доход',
          retry: 'Повторить',
        },
        reports: {
          delivered: 'Отчёт: доставленные',
          canceled: 'Отчёт: отменённые',
          pending: 'Формируем отчёт…',
          error: 'Не удалось сформировать отчёт. Попробуйте ещё раз',
        },
        upload: { page: 'Загрузить прайс-лист', help: 'Как загрузить прайс-лист' },
        moreProducts: 'Ещё товаров: {{count}}',
      },
    },
  },
  kz: {
    orders_select_period_for_reports: 'Есепті жүктеу үшін кезеңді таңдаңыз',
    orders: {
      list: {
        profit: {
          title: 'Кезеңдегі табыс',
          active: 'Белсенді тапсырыстар бойынша күтілуде',
          completed: 'Орындалған тапсырыстар бойынша табыс',
          period: '{{from}} — {{to}}',
          noPeriod: 'Кезеңді таңдаңыз',
          error: 'Табысты жүктеу мүмкін болмады',
          retry: 'Қайталау',
        },
        reports: {
          delivered: 'Есеп: жеткізілгендер',
          canceled: 'Есеп: бас тартылғандар',
          pending: 'Есеп дайындалуда…',
          error: 'Есепті дайындау мүмкін болмады. Қайтадан көріңіз',
        },
        upload: { page: 'Баға парағын жүктеу', help: 'Баға парағын қалай жүктеуге болады' },
        moreProducts: 'Тағы тауар: {{count}}',
      },
    },
  },
  en: {
    orders_select_period_for_reports: 'Choose a period to download a report',
    orders: {
      list: {
        profit: {
          title: 'Earnings for the period',
          active: 'Expected from active orders',
          completed: 'Earned from completed orders',
          period: '{{from}} — {{to}}',
          noPeriod: 'Choose a period',
          error: 'Could not load the earnings',
          retry: 'Retry',
        },
        reports: {
          delivered: 'Report: delivered',
          canceled: 'Report: canceled',
          pending: 'Preparing the report…',
          error: 'Could not prepare the report. Please try again',
        },
        upload: { page: 'Upload a price list', help: 'How to upload a price list' },
        moreProducts: 'More products: {{count}}',
      },
    },
  },
};
