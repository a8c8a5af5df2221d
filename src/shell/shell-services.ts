import { createNotesApi } from '../../providers/api/notes-api';
import { createOrdersApi } from '../../resources/orders/orders-api';
import { createShellApi } from '../../providers/api/shell-api';
import { http } from '../../providers/http/client';

/** The shell's typed calls on the app's one HTTP client. */
export const notesApi = createNotesApi(http);
export const shellApi = createShellApi(http);

const ordersApi = createOrdersApi(http);
/** New-order alerts: the orders waiting confirmation, counted by the spec's list call (limit 1, total_count). */
export const ordersCountApi = {
  waitingCount: async (): Promise<number> => (await ordersApi.list({ status: ['waiting_confirmation'], page: 1, limit: 1 })).total_count,
};
