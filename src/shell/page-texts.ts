import type { ResourceTexts } from '../../providers/i18n/types';

/**
 * Texts of the pages inside the shell that have no area of their own: the not-found page
 * (not-found-page.tsx) and the icon gallery (resources/icons). Added with the shell (shell-layout.tsx).
 */
export const shellPageTexts: ResourceTexts = {
  ru: {
    notFound: {
      title: 'Страница не найдена',
      hint: 'Возможно, в адресе опечатка или страница была удалена. Перейдите в нужный раздел:',
      linksLabel: 'Основные разделы',
      orders: 'Заказы',
      products: 'Товары',
      finance: 'Финансы',
      shops: 'Список магазинов',
      support: 'Нужна помощь? Поддержка:',
    },
    icons: {
      title: 'Иконки',
      search: 'Найти иконку по названию',
      antd: 'Ant Design — {{count}}',
      own: 'Свои SVG из public/ — {{count}}',
      nothing: 'Ничего не найдено',
      copy: 'Скопировать название {{name}}',
      copied: 'Скопировано: {{name}}',
    },
  },
  kz: {
    notFound: {
      title: 'Бет табылмады',
      hint: 'Мекенжайда қате болуы мүмкін немесе бет жойылған. Қажетті бөлімге өтіңіз:',
      linksLabel: 'Негізгі бөлімдер',
      orders: 'Тапсырыстар',
      products: 'Тауарлар',
      finance: 'Қаржы',
      shops: 'Дүкендер тізімі',
      support: 'Көмек керек пе? Қолдау қызметі:',
    },
    icons: {
      title: 'Белгішелер',
      search: 'Белгішені атауы бойынша табу',
      antd: 'Ant Design — {{count}}',
      own: 'public/ ішіндегі өз SVG — {{count}}',
      nothing: 'Ештеңе табылмады',
      copy: '{{name}} атауын көшіру',
      copied: 'Көшірілді: {{name}}',
    },
  },
  en: {
    notFound: {
      title: 'Page not found',
      hint: 'The address may contain a typo, or the page was removed. Go to one of the sections:',
      linksLabel: 'Main sections',
      orders: 'Orders',
      products: 'Products',
      finance: 'Finance',
      shops: 'Store list',
      support: 'Need help? Support:',
    },
    icons: {
      title: 'Icons',
      search: 'Find an icon by name',
      antd: 'Ant Design — {{count}}',
      own: 'Our SVGs in public/ — {{count}}',
      nothing: 'Nothing found',
      copy: 'Copy the name {{name}}',
      copied: 'Copied: {{name}}',
    },
  },
};
