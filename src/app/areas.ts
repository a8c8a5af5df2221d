import type { AreaAccess } from '../../providers/access';
import { resources } from '../../resources';

/** The menu's areas in order, with the shop statuses that may open them (for `/`). */
export const areas: AreaAccess[] = resources
  .filter((r) => r.menu)
  .sort((a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0))
  .map(({ route, access }) => ({ route, access }));
