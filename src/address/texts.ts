import type { ResourceTexts } from '../../providers/i18n/types';

/**
 * Texts of the geocoded address input and the map (used by registration, later by pickup
 * points). The three problem messages are the spec's (spec 1 §5, spec 3 §5).
 */
export const addressTexts: ResourceTexts = {
  ru: {
    address: {
      checking: 'Проверяем адрес',
      manual: {
        streetPlaceholder: 'Улица или микрорайон',
        house: 'Дом',
        note: 'Поиск адреса не настроен, поэтому адрес вводится вручную: улица и дом, индекс — в своём поле. Метка на карте не ставится.',
      },
      errors: {
        required: 'Укажите улицу и дом',
        notChosen: 'Выберите адрес из подсказок или нажмите Enter, чтобы найти его',
        notFound: 'Адрес не найден',
        needsHouse: 'Неточный адрес, требуется номер дома',
        needsClarification: 'Неточный адрес, требуется уточнение',
        unavailable: 'Не удалось проверить адрес: сервис карт не отвечает. Повторите попытку',
      },
      map: {
        title: 'Карта',
        mapOf: 'Карта: {{address}}',
        noAddress: 'Адрес ещё не выбран',
        staticDefault: 'Схема карты, центр {{point}}',
        staticAt: 'Схема карты, отмечен адрес {{address}} ({{point}})',
        pointLine: 'Координаты {{point}}, масштаб {{zoom}}',
        openExternal: 'Открыть в Яндекс Картах',
        noKey: 'Интерактивная карта не подключена (нет ключа карт), поэтому показана схема.',
        movePin: 'Метка адреса: перетащите её или двигайте стрелками, чтобы уточнить адрес',
        moved: 'Адрес уточнён по метке: {{address}}',
      },
    },
  },
  kz: {
    address: {
      checking: 'Мекенжайды тексеріп жатырмыз',
      manual: {
        streetPlaceholder: 'Көше немесе шағынаудан',
        house: 'Үй',
        note: 'Мекенжайды іздеу бапталмаған, сондықтан мекенжай қолмен енгізіледі: көше мен үй, индекс — өз өрісінде. Картаға белгі қойылмайды.',
      },
      errors: {
        required: 'Көше мен үйді көрсетіңіз',
        notChosen: 'Мекенжайды ұсыныстардан таңдаңыз немесе іздеу үшін Enter басыңыз',
        notFound: 'Мекенжай табылмады',
        needsHouse: 'Мекенжай нақты емес, үй нөмірі қажет',
        needsClarification: 'Мекенжай нақты емес, нақтылау қажет',
        unavailable: 'Мекенжайды тексеру мүмкін болмады: карта қызметі жауап бермейді. Қайталап көріңіз',
      },
      map: {
        title: 'Карта',
        mapOf: 'Карта: {{address}}',
        noAddress: 'Мекенжай әлі таңдалмаған',
        staticDefault: 'Карта сызбасы, орталығы {{point}}',
        staticAt: 'Карта сызбасы, белгіленген мекенжай {{address}} ({{point}})',
        pointLine: 'Координаттар {{point}}, масштаб {{zoom}}',
        openExternal: 'Яндекс Картадан ашу',
        noKey: 'Интерактивті карта қосылмаған (карта кілті жоқ), сондықтан сызба көрсетілген.',
        movePin: 'Мекенжай белгісі: мекенжайды нақтылау үшін оны сүйреңіз немесе көрсеткілермен жылжытыңыз',
        moved: 'Мекенжай белгі бойынша нақтыланды: {{address}}',
      },
    },
  },
  en: {
    address: {
      checking: 'Checking the address',
      manual: {
        streetPlaceholder: 'Street or micro-district',
        house: 'House',
        note: 'Address search is not set up, so the address is typed by hand: the street and the house, the zip code in its own field. No pin is placed on the map.',
      },
      errors: {
        required: 'Enter the street and house',
        notChosen: 'Choose the address from the suggestions or press Enter to find it',
        notFound: 'Address not found',
        needsHouse: 'Inexact address: a house number is needed',
        needsClarification: 'Inexact address: please be more specific',
        unavailable: 'Could not check the address: the maps service is not answering. Try again',
      },
      map: {
        title: 'Map',
        mapOf: 'Map: {{address}}',
        noAddress: 'No address chosen yet',
        staticDefault: 'Map schematic, centred on {{point}}',
        staticAt: 'Map schematic marking {{address}} ({{point}})',
        pointLine: 'Coordinates {{point}}, zoom {{zoom}}',
        openExternal: 'Open in Yandex Maps',
        noKey: 'The interactive map is not connected (no maps key), so a schematic is shown.',
        movePin: 'Address pin: drag it or move it with the arrow keys to refine the address',
        moved: 'Address refined from the pin: {{address}}',
      },
    },
  },
};
