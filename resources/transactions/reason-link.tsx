import { useNavigation } from '@refinedev/core';
import { Link } from 'react-router';
import type { Transaction } from './finance-api';
import { listUrl } from '../../src/engine/list-url';

/**
 * "Основание" as a way to what the money is for (issue 31): a sale opens its order's page; a
 * return opens the refund requests of that order (a request has no page of its own: its row on
 * the refunds list, found by the order number, is where it is handled); a tax period stays text.
 * Routes come from Refine's resources, so no area's path is written here.
 */
export function ReasonLink({ transaction: x }: { transaction: Pick<Transaction, 'reason_id' | 'reason_type'> }) {
  const { showUrl, listUrl: listRoute } = useNavigation();
  if (x.reason_type === 'sale') return <Link to={showUrl('orders', x.reason_id)}>{x.reason_id}</Link>;
  if (x.reason_type === 'return') {
    return <Link to={listUrl(listRoute('refunds'), [{ field: 'search', operator: 'contains', value: x.reason_id }])}>{x.reason_id}</Link>;
  }
  return <>{x.reason_id}</>;
}
