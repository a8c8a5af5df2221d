import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRight, WithReason } from '../../../src/engine/rights';
import { COLORS } from '../../../src/controls/colors';

/**
 * The floating bar while rows are selected (spec 3 §2): count, bind, no suitable, reset. Bind
 * and no suitable need products.bind (issue 28): disabled with the reason; reset stays.
 */
export function SelectionBar({ count, busy, onBind, onNoSuitable, onReset }: { count: number; busy: boolean; onBind(): void; onNoSuitable(): void; onReset(): void }) {
  const { t } = useTranslation();
  const bind = useRight('products.bind');
  if (count === 0) return null;
  return (
    <Flex
      role="region"
      aria-label={t('engine.list.bulkActions')}
      align="center"
      gap={12}
      wrap
      style={{ position: 'sticky', bottom: 16, zIndex: 20, width: 'fit-content', margin: '12px auto 0', padding: '10px 16px', background: COLORS.surface, borderRadius: 8, boxShadow: '0 6px 16px rgba(0,0,0,0.12), 0 3px 6px -4px rgba(0,0,0,0.16)' }}
    >
      <strong aria-live="polite" style={{ fontWeight: 600 }}>
        {t('unrelated.bar.selected', { count })}
      </strong>
      <WithReason reason={bind.reason}>
        <Button type="primary" loading={busy} disabled={!bind.allowed} onClick={onBind}>
          {t('unrelated.bar.bind')}
        </Button>
      </WithReason>
      <WithReason reason={bind.reason}>
        <Button disabled={busy || !bind.allowed} onClick={onNoSuitable}>
          {t('unrelated.bar.noSuitable')}
        </Button>
      </WithReason>
      <Button type="link" onClick={onReset}>
        {t('unrelated.bar.reset')}
      </Button>
    </Flex>
  );
}
