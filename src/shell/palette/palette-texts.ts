import type { ResourceTexts } from '../../../providers/i18n/types';

/** The palette's and the shortcut sheet's texts: they come with their code, on first use. */
export const paletteTexts: ResourceTexts = {
  ru: {
    shell: {
      palette: {
        title: 'Поиск и команды',
        input: 'Страница, номер заказа, заявки, отзыва или товара, команда',
        results: 'Варианты',
        close: 'Закрыть',
        recent: 'Недавние',
        pages: 'Страницы',
        actions: 'Действия на странице',
        keys: 'Клавиши',
        searching: 'Ищем…',
        empty: 'Ничего не найдено',
        count: 'Вариантов: {{count}}',
        searchFailed: 'Не удалось выполнить поиск в разделе «{{section}}»',
        hint: '↑ ↓ — выбор, Enter — открыть, Esc — закрыть',
      },
      sheet: {
        title: 'Клавиши',
        global: 'Везде',
        page: 'На этой странице',
        palette: 'Поиск и команды',
        help: 'Показать клавиши',
        none: 'На этой странице своих клавиш нет',
        typingNote: 'Клавиши не работают, пока вы печатаете в поле или открыт диалог.',
      },
    },
  },
  kz: {
    shell: {
      palette: {
        title: 'Іздеу және командалар',
        input: 'Бет, тапсырыс, өтінім, пікір немесе тауар нөмірі, команда',
        results: 'Нұсқалар',
        close: 'Жабу',
        recent: 'Соңғылар',
        pages: 'Беттер',
        actions: 'Беттегі әрекеттер',
        keys: 'Пернелер',
        searching: 'Іздеп жатырмыз…',
        empty: 'Ештеңе табылмады',
        count: 'Нұсқалар: {{count}}',
        searchFailed: '«{{section}}» бөлімінде іздеу мүмкін болмады',
        hint: '↑ ↓ — таңдау, Enter — ашу, Esc — жабу',
      },
      sheet: {
        title: 'Пернелер',
        global: 'Барлық жерде',
        page: 'Осы бетте',
        palette: 'Іздеу және командалар',
        help: 'Пернелерді көрсету',
        none: 'Бұл бетте өз пернелері жоқ',
        typingNote: 'Өріске жазып жатқанда немесе диалог ашық тұрғанда пернелер жұмыс істемейді.',
      },
    },
  },
  en: {
    shell: {
      palette: {
        title: 'Search and commands',
        input: 'A page, an order, request, review or product number, a command',
        results: 'Options',
        close: 'Close',
        recent: 'Recent',
        pages: 'Pages',
        actions: 'Actions on this page',
        keys: 'Keys',
        searching: 'Searching…',
        empty: 'Nothing found',
        count: 'Options: {{count}}',
        searchFailed: 'Could not search in “{{section}}”',
        hint: '↑ ↓ to choose, Enter to open, Esc to close',
      },
      sheet: {
        title: 'Keys',
        global: 'Everywhere',
        page: 'On this page',
        palette: 'Search and commands',
        help: 'Show the keys',
        none: 'This page has no keys of its own',
        typingNote: 'Keys do nothing while you type in a field or a dialog is open.',
      },
    },
  },
};
