import { Alert, Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FilterSpec } from './descriptor';

/**
 * While a search sets filters aside (an order number looked up across all dates), the list
 * says so and offers the way back: the search cleared and the filters as they were. The way
 * back follows the sentence on one line where both fit and goes under it where they do not (as
 * antd's `action` it kept its width on a phone and squeezed the sentence to a letter a line).
 */
export function SearchAsideNote({ resource, aside, onBack }: { resource: string; aside: FilterSpec[]; onBack(): void }) {
  const { t } = useTranslation();
  const names = aside.map((s) => `«${t(s.labelKey ?? `${resource}.filters.${s.field}`)}»`).join(', ');
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 8, paddingBlock: 4 }}
      message={
        <Flex wrap gap="4px 12px" align="center" justify="space-between">
          <span style={{ flex: '1 1 220px' }}>{t('engine.list.searchAside', { filters: names })}</span>
          <Button size="small" onClick={onBack} style={{ maxWidth: '100%', whiteSpace: 'normal', height: 'auto', minHeight: 24 }}>
            {t('engine.list.searchAsideBack', { filters: names })}
          </Button>
        </Flex>
      }
    />
  );
}
