import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FilterSpec } from './descriptor';

/**
 * While a search sets filters aside (an order number looked up across all dates), the list
 * says so and offers the way back: the search cleared and the filters as they were.
 */
export function SearchAsideNote({ resource, aside, onBack }: { resource: string; aside: FilterSpec[]; onBack(): void }) {
  const { t } = useTranslation();
  const names = aside.map((s) => `«${t(s.labelKey ?? `${resource}.filters.${s.field}`)}»`).join(', ');
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 8, paddingBlock: 4 }}
      message={t('engine.list.searchAside', { filters: names })}
      action={
        <Button size="small" onClick={onBack}>
          {t('engine.list.searchAsideBack', { filters: names })}
        </Button>
      }
    />
  );
}
