import type { ResourceTexts } from '../../providers/i18n/types';

/** Texts of the help pages (signed in and signed out); added when their code loads (help-pages.tsx). */
export const helpTexts: ResourceTexts = {
  ru: {
    help: {
      title: 'Справка',
      homeLink: 'Partner — справка, к началу',
      treeLabel: 'Разделы справки',
      updated: 'Обновлено {{date}}',
      zoom: '{{alt}} — открыть крупнее',
      zoomNoAlt: 'Открыть изображение крупнее',
      loadError: 'Не удалось загрузить справку',
      pageNotFound: 'Такой статьи нет',
      pageNotFoundHint: 'Возможно, её переименовали. Выберите статью в списке разделов.',
      toStart: 'К началу справки',
      empty: 'В справке пока нет статей',
      signIn: 'Войти в кабинет',
      russianOnly: 'Статьи справки пока доступны только на русском языке.',
    },
  },
  kz: {
    help: {
      title: 'Анықтама',
      homeLink: 'Partner — анықтама, басына',
      treeLabel: 'Анықтама бөлімдері',
      updated: 'Жаңартылды: {{date}}',
      zoom: '{{alt}} — үлкейтіп ашу',
      zoomNoAlt: 'Суретті үлкейтіп ашу',
      loadError: 'Анықтаманы жүктеу мүмкін болмады',
      pageNotFound: 'Мұндай мақала жоқ',
      pageNotFoundHint: 'Мүмкін, оның атауы өзгерген. Бөлімдер тізімінен мақаланы таңдаңыз.',
      toStart: 'Анықтаманың басына',
      empty: 'Анықтамада әзірге мақала жоқ',
      signIn: 'Кабинетке кіру',
      russianOnly: 'Анықтама мақалалары әзірге тек орыс тілінде қолжетімді.',
    },
  },
  en: {
    help: {
      title: 'Help',
      homeLink: 'Partner help, start page',
      treeLabel: 'Help sections',
      updated: 'Updated {{date}}',
      zoom: '{{alt}} — open larger',
      zoomNoAlt: 'Open the picture larger',
      loadError: 'Could not load the help pages',
      pageNotFound: 'There is no such article',
      pageNotFoundHint: 'It may have been renamed. Choose an article in the list of sections.',
      toStart: 'To the help start page',
      empty: 'There are no help articles yet',
      signIn: 'Sign in',
      russianOnly: 'Help articles are available in Russian only for now.',
    },
  },
};
