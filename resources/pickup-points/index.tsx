import { MAIN_AREA_STATUSES } from '../../providers/access';
import { createPickupPointsApi, PICKUP_POINTS_PATH, onePointPath, type PickupPoint } from './pickup-points-api';
import { listCities } from '../../providers/api/cities-api';
import { defineResource } from '../../src/engine/descriptor';

/** The create form's route word: /profile/pickup-points/create (spec 3 §2). */
export const CREATE_ID = 'create';

/**
 * Pickup points (spec 3 §2, §7): the engine's list (columns, the active switch, bulk enable
 * and disable) and one form for create and edit at /profile/pickup-points/{create|store_id}.
 */
export const pickupPoints = defineResource<PickupPoint>({
  name: 'pickup-points',
  route: '/profile/pickup-points',
  menu: { icon: 'EnvironmentOutlined', group: 'other', order: 10 },
  access: MAIN_AREA_STATUSES,
  backend: {
    service: 'merchant-profile',
    dialect: 'merchant-profile',
    listPath: PICKUP_POINTS_PATH,
    onePath: onePointPath,
    updatePath: onePointPath,
    createPath: PICKUP_POINTS_PATH,
    idField: 'store_id',
  },
  pages: ['list', 'show'],
  createId: CREATE_ID,
  // The form's other first calls: the cities, and when creating the points the new id must not repeat.
  showPrefetch: ({ id, http }) => [listCities(http), ...(id === CREATE_ID ? [createPickupPointsApi(http).all()] : [])],
  // The backend answers every point at once (a shop has a handful): one page holds them all.
  list: { pageSize: 100 },
  titles: {
    ru: { list: 'Точки самовывоза', show: 'Точка самовывоза' },
    kz: { list: 'Алып кету нүктелері', show: 'Алып кету нүктесі' },
    en: { list: 'Pickup points', show: 'Pickup point' },
  },
  screens: { show: () => import('./form/pickup-point-screen') },
  parts: () => import('./parts'),
});
