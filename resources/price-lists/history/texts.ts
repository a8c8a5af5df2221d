import type { ResourceTexts } from '../../../providers/i18n/types';

export const uploadEventsTexts: ResourceTexts = {
  ru: {
    'upload-events': {
      fields: { id: 'ID загрузки', entity_id: 'Файл', url: 'Ссылка на файл', uploaded: 'Загружен', status: 'Статус', updated_at: 'Обновлён', load_type: 'Тип загрузки', user: 'Автор' },
      filters: { updated_at_short: 'Дата', load_type: 'Тип загрузки', status: 'Статус' },
      statuses: { processing: 'В обработке', processed: 'Обработан', success: 'Загружен', error: 'Ошибка' },
      loadTypes: { auto: 'Автоматически', manual: 'Вручную' },
    },
  },
  kz: {
    'upload-events': {
      fields: { id: 'Жүктеу ID', entity_id: 'Файл', url: 'Файлға сілтеме', uploaded: 'Жүктелді', status: 'Мәртебе', updated_at: 'Жаңартылды', load_type: 'Жүктеу түрі', user: 'Автор' },
      filters: { updated_at_short: 'Күні', load_type: 'Жүктеу түрі', status: 'Мәртебе' },
      statuses: { processing: 'Өңделуде', processed: 'Өңделді', success: 'Жүктелді', error: 'Қате' },
      loadTypes: { auto: 'Автоматты', manual: 'Қолмен' },
    },
  },
  en: {
    'upload-events': {
      fields: { id: 'Upload ID', entity_id: 'File', url: 'File link', uploaded: 'Uploaded', status: 'Status', updated_at: 'Updated', load_type: 'Load type', user: 'Author' },
      filters: { updated_at_short: 'Date', load_type: 'Load type', status: 'Status' },
      statuses: { processing: 'In progress', processed: 'Processed', success: 'Loaded', error: 'Error' },
      loadTypes: { auto: 'Automatic', manual: 'Manual' },
    },
  },
};
