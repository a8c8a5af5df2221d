import type { ListBlockProps } from '../../../src/engine/descriptor';
import { StatusTabs as EngineStatusTabs, type StatusTabsSpec } from '../../../src/engine/status-tabs';
import { STATUS_GROUPS } from '../rules/status-groups';
import { ORDERS_KEYS } from '../orders-services';
import { ORDERS_RESOURCE } from '../paths';

/** The orders' tabs: all and the seven status groups (the designed counts call, else one list call per group). */
const ORDERS_TABS: StatusTabsSpec = {
  resource: ORDERS_RESOURCE,
  field: 'status',
  groups: STATUS_GROUPS,
  queryKey: (others) => ORDERS_KEYS.counts(others),
  texts: {
    label: 'orders.queue.tabs.label',
    all: 'orders.queue.tabs.all',
    group: (status) => `orders.statuses.${status}`,
    countsError: 'orders.queue.tabs.countsError',
    countUnknown: 'orders.queue.tabs.countUnknown',
  },
};

/** All and the seven status groups with their counts above the orders table (the engine's tabs). */
export function StatusTabs(props: ListBlockProps & { compact?: boolean }) {
  return <EngineStatusTabs spec={ORDERS_TABS} {...props} />;
}
