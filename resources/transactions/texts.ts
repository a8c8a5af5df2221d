import type { ResourceTexts } from '../../providers/i18n/types';

/** Finance texts (spec 2 §2/§3 Finance, the report toasts, the chart). */
export const transactionsTexts: ResourceTexts = {
  ru: {
    transactions: {
      fields: {
        created_at: 'Дата начисления',
        reason_id: 'Основание',
        reason_type: 'Тип',
        sale_price: 'Цена продажи',
        commission: 'Комиссия маркетплейса',
        amount: 'Сумма',
        delivery: 'Доставка',
        tax: 'Налог',
        total_amount_to_partner: 'Итого партнёру',
      },
      filters: { created_at: 'Период' },
      reasonTypes: { sale: 'Продажа', return: 'Возврат', tax: 'Налог' },
      balance: {
        title: 'Баланс',
        in_account: 'На счёте',
        accounted_day_before: 'Учтено на вчера',
        error: 'Не удалось загрузить баланс',
      },
      report: {
        button: 'Скачать отчёт',
        pending: 'Готовим отчёт по транзакциям…',
        success: 'Отчёт скачан',
        error: 'Не удалось сформировать отчёт',
      },
      chart: {
        title: 'Деньги по дням, {{from}} — {{to}}',
        sum: 'Итого за период:',
        alt: 'Столбчатая диаграмма: итог партнёру по дням, продажи, возвраты и налоги. Итого за период {{sum}}. Цифры по дням — в таблице ниже.',
        noPeriod: 'Выберите период, чтобы увидеть деньги по дням',
        tooLong: 'График показывает не больше {{days}} дней: выберите период короче',
        error: 'Не удалось загрузить график',
      },
      retry: 'Повторить',
    },
  },
  kz: {
    transactions: {
      fields: {
        created_at: 'Есептелген күні',
        reason_id: 'Негіздеме',
        reason_type: 'Түрі',
        sale_price: 'Сату бағасы',
        commission: 'Маркетплейс комиссиясы',
        amount: 'Сома',
        delivery: 'Жеткізу',
        tax: 'Салық',
        total_amount_to_partner: 'Серіктеске барлығы',
      },
      filters: { created_at: 'Кезең' },
      reasonTypes: { sale: 'Сату', return: 'Қайтару', tax: 'Салық' },
      balance: {
        title: 'Баланс',
        in_account: 'Шотта',
        accounted_day_before: 'Кешегі күнге есептелді',
        error: 'Балансты жүктеу мүмкін болмады',
      },
      report: {
        button: 'Есепті жүктеу',
        pending: 'Транзакциялар есебі дайындалуда…',
        success: 'Есеп жүктелді',
        error: 'Есепті құру мүмкін болмады',
      },
      chart: {
        title: 'Күндер бойынша ақша, {{from}} — {{to}}',
        sum: 'Кезеңдегі барлығы:',
        alt: 'Бағанды диаграмма: серіктеске күндер бойынша барлығы, сату, қайтару және салық. Кезеңдегі барлығы {{sum}}. Күндер бойынша сандар төмендегі кестеде.',
        noPeriod: 'Күндер бойынша ақшаны көру үшін кезеңді таңдаңыз',
        tooLong: 'График {{days}} күннен аспайды: қысқарақ кезең таңдаңыз',
        error: 'Графикті жүктеу мүмкін болмады',
      },
      retry: 'Қайталау',
    },
  },
  en: {
    transactions: {
      fields: {
        created_at: 'Accrual date',
        reason_id: 'Reason',
        reason_type: 'Type',
        sale_price: 'Sale price',
        commission: 'Marketplace commission',
        amount: 'Amount',
        delivery: 'Delivery',
        tax: 'Tax',
        total_amount_to_partner: 'Total to partner',
      },
      filters: { created_at: 'Period' },
      reasonTypes: { sale: 'Sale', return: 'Return', tax: 'Tax' },
      balance: {
        title: 'Balance',
        in_account: 'In account',
        accounted_day_before: 'Accounted as of yesterday',
        error: 'Could not load the balance',
      },
      report: {
        button: 'Download report',
        pending: 'Preparing the transactions report…',
        success: 'Report downloaded',
        error: 'Could not create the report',
      },
      chart: {
        title: 'Money by day, {{from}} — {{to}}',
        sum: 'Period total:',
        alt: 'Bar chart: total to the partner by day, sales, returns and taxes. Period total {{sum}}. The figures by day are in the table below.',
        noPeriod: 'Choose a period to see the money by day',
        tooLong: 'The chart shows at most {{days}} days: choose a shorter period',
        error: 'Could not load the chart',
      },
      retry: 'Retry',
    },
  },
};
