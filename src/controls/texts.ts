import type { ResourceTexts } from '../../providers/i18n/types';

/** Texts of the shared controls (spec 1 §9), merged into the app dictionary by the i18n provider. */
export const controlsTexts: ResourceTexts = {
  ru: {
    controls: {
      multiSelect: {
        selected: 'Выбрано {{count}}',
        all: 'Все',
        searchPlaceholder: 'Поиск',
        find: 'Найти',
        apply: 'Применить',
        cancel: 'Отмена',
        nothingFound: 'Ничего не найдено',
        options: 'Варианты',
      },
      singleSelect: { placeholder: 'Выберите' },
      dateRange: {
        from: 'Начальная дата',
        to: 'Конечная дата',
        today: 'Сегодня',
        week: 'Неделя',
        month: 'Месяц',
        clear: 'Очистить период',
      },
      search: { placeholder: 'Поиск', find: 'Найти', clear: 'Очистить' },
      leave: { title: 'Уйти без сохранения?', body: 'Изменения на этой странице не сохранятся.', ok: 'Уйти', cancel: 'Остаться' },
      pagination: {
        label: 'Страницы',
        previous: 'Назад', next: 'Дальше', previousPage: 'Предыдущая страница', nextPage: 'Следующая страница', page: 'Стр. {{page}} из {{pages}}',
        goTo: 'Перейти на страницу',
        goToPlaceholder: 'Стр.',
        pageSize: 'Строк на странице',
        pageSizeOption: '{{count}} на странице',
      },
    },
  },
  kz: {
    controls: {
      multiSelect: {
        selected: '{{count}} таңдалды',
        all: 'Барлығы',
        searchPlaceholder: 'Іздеу',
        find: 'Табу',
        apply: 'Қолдану',
        cancel: 'Болдырмау',
        nothingFound: 'Ештеңе табылмады',
        options: 'Нұсқалар',
      },
      singleSelect: { placeholder: 'Таңдаңыз' },
      dateRange: {
        from: 'Басталу күні',
        to: 'Аяқталу күні',
        today: 'Бүгін',
        week: 'Апта',
        month: 'Ай',
        clear: 'Кезеңді тазалау',
      },
      search: { placeholder: 'Іздеу', find: 'Табу', clear: 'Тазалау' },
      leave: { title: 'Сақтамай шығасыз ба?', body: 'Осы беттегі өзгерістер сақталмайды.', ok: 'Шығу', cancel: 'Қалу' },
      pagination: {
        label: 'Беттер',
        previous: 'Артқа', next: 'Келесі', previousPage: 'Алдыңғы бет', nextPage: 'Келесі бет', page: '{{pages}} ішінен {{page}}-бет',
        goTo: 'Бетке өту',
        goToPlaceholder: 'Бет',
        pageSize: 'Беттегі жолдар',
        pageSizeOption: 'Бетте {{count}}',
      },
    },
  },
  en: {
    controls: {
      multiSelect: {
        selected: '{{count}} selected',
        all: 'All',
        searchPlaceholder: 'Search',
        find: 'Find',
        apply: 'Apply',
        cancel: 'Cancel',
        nothingFound: 'Nothing found',
        options: 'Options',
      },
      singleSelect: { placeholder: 'Choose' },
      dateRange: {
        from: 'Start date',
        to: 'End date',
        today: 'Today',
        week: 'Week',
        month: 'Month',
        clear: 'Clear the period',
      },
      search: { placeholder: 'Search', find: 'Find', clear: 'Clear' },
      leave: { title: 'Leave without saving?', body: 'The changes on this page will not be saved.', ok: 'Leave', cancel: 'Stay' },
      pagination: {
        label: 'Pages',
        previous: 'Previous', next: 'Next', previousPage: 'Previous page', nextPage: 'Next page', page: 'Page {{page}} of {{pages}}',
        goTo: 'Go to page',
        goToPlaceholder: 'Page',
        pageSize: 'Rows per page',
        pageSizeOption: '{{count}} per page',
      },
    },
  },
};
