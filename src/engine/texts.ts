import type { ResourceTexts } from './descriptor';

/** Texts of the generic pages, merged into the app dictionary by the i18n provider. */
export const engineTexts: ResourceTexts = {
  ru: {
    engine: {
      list: {
        filters: 'Фильтры',
        resetFilters: 'Сбросить фильтры',
        empty: 'Нет данных',
        emptyFiltered: 'Ничего не найдено. Измените фильтры',
        actions: 'Действия',
        selected: 'Выбрано {{count}}',
        clearSelection: 'Снять выделение',
        selectRow: 'Выбрать строку {{id}}',
        expandColumn: 'Подробности',
        expandRow: 'Развернуть строку',
        collapseRow: 'Свернуть строку',
        bulkActions: 'Действия с выбранными',
        openRecord: 'Открыть',
      },
      columns: {
        open: 'Настроить столбцы',
        title: 'Настройка столбцов',
        apply: 'Применить',
        cancel: 'Отмена',
        reset: 'По умолчанию',
        required: 'Обязательный столбец',
      },
      error: {
        title: 'Не удалось загрузить данные',
        generic: 'Что-то пошло не так',
        retry: 'Повторить',
      },
      show: {
        back: 'Назад к списку',
        notFound: 'Запись не найдена',
        notFoundHint: 'Возможно, она удалена или ссылка неверна',
      },
      edit: {
        save: 'Сохранить',
        cancel: 'Отмена',
        saveError: 'Не удалось сохранить изменения',
      },
      loading: 'Загрузка…',
    },
  },
  kz: {
    engine: {
      list: {
        filters: 'Сүзгілер',
        resetFilters: 'Сүзгілерді тазалау',
        empty: 'Деректер жоқ',
        emptyFiltered: 'Ештеңе табылмады. Сүзгілерді өзгертіңіз',
        actions: 'Әрекеттер',
        selected: '{{count}} таңдалды',
        clearSelection: 'Таңдауды алып тастау',
        selectRow: '{{id}} жолын таңдау',
        expandColumn: 'Толығырақ',
        expandRow: 'Жолды ашу',
        collapseRow: 'Жолды жию',
        bulkActions: 'Таңдалғандармен әрекеттер',
        openRecord: 'Ашу',
      },
      columns: {
        open: 'Бағандарды баптау',
        title: 'Бағандарды баптау',
        apply: 'Қолдану',
        cancel: 'Болдырмау',
        reset: 'Әдепкі',
        required: 'Міндетті баған',
      },
      error: {
        title: 'Деректерді жүктеу мүмкін болмады',
        generic: 'Бірдеңе дұрыс болмады',
        retry: 'Қайталау',
      },
      show: {
        back: 'Тізімге оралу',
        notFound: 'Жазба табылмады',
        notFoundHint: 'Ол жойылған болуы мүмкін немесе сілтеме қате',
      },
      edit: {
        save: 'Сақтау',
        cancel: 'Болдырмау',
        saveError: 'Өзгерістерді сақтау мүмкін болмады',
      },
      loading: 'Жүктелуде…',
    },
  },
  en: {
    engine: {
      list: {
        filters: 'Filters',
        resetFilters: 'Reset filters',
        empty: 'No data',
        emptyFiltered: 'Nothing found. Change the filters',
        actions: 'Actions',
        selected: '{{count}} selected',
        clearSelection: 'Clear selection',
        selectRow: 'Select row {{id}}',
        expandColumn: 'Details',
        expandRow: 'Expand row',
        collapseRow: 'Collapse row',
        bulkActions: 'Actions on selected',
        openRecord: 'Open',
      },
      columns: {
        open: 'Customise columns',
        title: 'Columns',
        apply: 'Apply',
        cancel: 'Cancel',
        reset: 'Default',
        required: 'Required column',
      },
      error: {
        title: 'Could not load the data',
        generic: 'Something went wrong',
        retry: 'Retry',
      },
      show: {
        back: 'Back to the list',
        notFound: 'Record not found',
        notFoundHint: 'It may have been deleted, or the link is wrong',
      },
      edit: {
        save: 'Save',
        cancel: 'Cancel',
        saveError: 'Could not save the changes',
      },
      loading: 'Loading…',
    },
  },
};
