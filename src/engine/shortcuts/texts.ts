import type { ResourceTexts } from '../descriptor';

/** The list's and details page's keys (issue 33): added with the list's code, not with the first screen. */
export const shortcutTexts: ResourceTexts = {
  ru: {
    engine: {
      keys: {
        next: 'Следующая строка',
        prev: 'Предыдущая строка',
        select: 'Выбрать строку',
        open: 'Открыть строку',
        search: 'Перейти к поиску',
        nextPage: 'Следующая страница',
        prevPage: 'Предыдущая страница',
        back: 'Назад к списку',
        rowKeys: 'Клавиши списка: j и k — строки, x — выбрать, Enter — открыть, / — поиск, ] и [ — страницы, ? — все клавиши',
      },
    },
  },
  kz: {
    engine: {
      keys: {
        next: 'Келесі жол',
        prev: 'Алдыңғы жол',
        select: 'Жолды таңдау',
        open: 'Жолды ашу',
        search: 'Іздеуге өту',
        nextPage: 'Келесі бет',
        prevPage: 'Алдыңғы бет',
        back: 'Тізімге оралу',
        rowKeys: 'Тізім пернелері: j және k — жолдар, x — таңдау, Enter — ашу, / — іздеу, ] және [ — беттер, ? — барлық пернелер',
      },
    },
  },
  en: {
    engine: {
      keys: {
        next: 'Next row',
        prev: 'Previous row',
        select: 'Select the row',
        open: 'Open the row',
        search: 'Go to search',
        nextPage: 'Next page',
        prevPage: 'Previous page',
        back: 'Back to the list',
        rowKeys: 'List keys: j and k move between rows, x selects, Enter opens, / searches, ] and [ turn pages, ? shows all keys',
      },
    },
  },
};
