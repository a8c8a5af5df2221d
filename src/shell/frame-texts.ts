import type { ResourceTexts } from '../../providers/i18n/types';

/**
 * Texts the frame shows before any area's code has loaded, so they are bundled at start
 * (src/app/app-texts.ts): the route error page (src/app/error-page.tsx) and its stand-in
 * when that page's own code cannot be loaded.
 */
export const frameTexts: ResourceTexts = {
  ru: {
    errorPage: {
      title: 'На странице произошла ошибка',
      prompt: 'Обновите страницу — обычно это помогает. Если ошибка повторится, напишите нам: {{email}}. Остальные разделы доступны в меню.',
      refresh: 'Обновить страницу',
      preloadTitle: 'Не удалось загрузить страницу',
      preloadCode: 'Unable to preload CSS',
      preloadPrompt: 'Часть страницы не загрузилась: возможно, вышла новая версия кабинета или прервалась связь. Обновите страницу.',
    },
  },
  kz: {
    errorPage: {
      title: 'Бетте қате орын алды',
      prompt: 'Бетті жаңартыңыз — әдетте бұл көмектеседі. Қате қайталанса, бізге жазыңыз: {{email}}. Басқа бөлімдер мәзірде қолжетімді.',
      refresh: 'Бетті жаңарту',
      preloadTitle: 'Бетті жүктеу мүмкін болмады',
      preloadCode: 'Unable to preload CSS',
      preloadPrompt: 'Беттің бір бөлігі жүктелмеді: кабинеттің жаңа нұсқасы шыққан немесе байланыс үзілген болуы мүмкін. Бетті жаңартыңыз.',
    },
  },
  en: {
    errorPage: {
      title: 'Something went wrong on this page',
      prompt: 'Refresh the page; that usually helps. If the error comes back, write to us at {{email}}. The other sections are still available in the menu.',
      refresh: 'Refresh the page',
      preloadTitle: 'The page could not be loaded',
      preloadCode: 'Unable to preload CSS',
      preloadPrompt: 'Part of the page did not load: a new version of the back office may have been released, or the connection dropped. Refresh the page.',
    },
  },
};
