import type { ResourceTexts } from '../../../providers/i18n/types';

/** What a refused order change says (the orders catalogue, resources/orders/errors.ts). */
export const ordersErrorsTexts: ResourceTexts = {
  ru: {
    orders: {
      errors: {
        failed: 'Не удалось изменить заказ',
        alreadyChanged: 'Заказ уже изменился: показываем его актуальное состояние',
        pointGone: 'Этой точки самовывоза больше нет: выберите другую',
        reasonRequired: 'Укажите причину отмены',
        productsRemoved: 'В заказе должен остаться хотя бы один товар',
        productsFbo: 'Товары заказа со склада маркетплейса изменить нельзя',
        productsIndivisible: 'Заказ неделимый: товары в нём изменить нельзя',
        quantityInvalid: 'Отменить можно не меньше одной штуки',
        packagesMin: 'Грузомест — не меньше одного',
        packagesMax: 'Грузомест не может быть больше, чем товаров в заказе',
        pickupFbsOnly: 'Точку самовывоза можно сменить только у заказа со своего склада',
      },
    },
  },
  kz: {
    orders: {
      errors: {
        failed: 'Тапсырысты өзгерту мүмкін болмады',
        alreadyChanged: 'Тапсырыс өзгеріп қойған: оның өзекті күйін көрсетеміз',
        pointGone: 'Бұл алып кету нүктесі енді жоқ: басқасын таңдаңыз',
        reasonRequired: 'Бас тарту себебін көрсетіңіз',
        productsRemoved: 'Тапсырыста кемінде бір тауар қалуы керек',
        productsFbo: 'Маркетплейс қоймасынан тапсырыстың тауарларын өзгертуге болмайды',
        productsIndivisible: 'Тапсырыс бөлінбейді: ондағы тауарларды өзгертуге болмайды',
        quantityInvalid: 'Кемінде бір данасын болдырмауға болады',
        packagesMin: 'Жүк орындары кемінде біреу',
        packagesMax: 'Жүк орындары тапсырыстағы тауарлардан көп болмауы керек',
        pickupFbsOnly: 'Алып кету нүктесін тек өз қоймаңыздағы тапсырыста ауыстыруға болады',
      },
    },
  },
  en: {
    orders: {
      errors: {
        failed: 'Could not change the order',
        alreadyChanged: 'The order has already changed: showing its current state',
        pointGone: 'This pickup point no longer exists: choose another one',
        reasonRequired: 'Give the reason for the cancellation',
        productsRemoved: 'At least one product must stay in the order',
        productsFbo: 'The products of an order from the marketplace’s warehouse cannot be changed',
        productsIndivisible: 'The order is indivisible: its products cannot be changed',
        quantityInvalid: 'At least one item can be cancelled',
        packagesMin: 'At least one package',
        packagesMax: 'There cannot be more packages than products in the order',
        pickupFbsOnly: 'The pickup point can be changed only for an order from your own warehouse',
      },
    },
  },
};
