/**
 * Employee roles and what each may do (spec 1 §3 Role: code, role.ru, permissions[]). The
 * spec names only merchant_owner; the others and the texts are the sandbox's. The list the
 * service answers includes merchant_unverified, which the app leaves out (spec 1 §3).
 */
export interface SeedRole {
  code: string;
  role: { ru: string };
  permissions: string[];
}

export const OWNER_ROLE = 'merchant_owner';
export const UNVERIFIED_ROLE = 'merchant_unverified';

export const ROLES: SeedRole[] = [
  {
    code: OWNER_ROLE,
    role: { ru: 'Владелец магазина' },
    permissions: [
      'Все разделы кабинета',
      'Добавление сотрудников, их включение, отключение и удаление',
      'Профиль магазина, документы и реквизиты',
      'Финансы, выплаты и отчёты',
    ],
  },
  {
    code: 'merchant_manager',
    role: { ru: 'Менеджер' },
    permissions: ['Заказы: подтверждение, сборка и отмена', 'Товары, цены и прайс-листы', 'Отзывы и возвраты', 'Пункты выдачи', 'Добавление сотрудников и изменение их ролей'],
  },
  {
    code: 'merchant_accountant',
    role: { ru: 'Бухгалтер' },
    permissions: ['Финансы и выплаты', 'Рассрочки', 'Отчёты по заказам', 'Документы магазина'],
  },
  {
    code: 'merchant_operator',
    role: { ru: 'Оператор' },
    permissions: ['Заказы: подтверждение и сборка', 'Просмотр отзывов и возвратов'],
  },
  {
    code: UNVERIFIED_ROLE,
    role: { ru: 'Сотрудник без проверки' },
    permissions: ['Нет доступа к разделам до проверки'],
  },
];
