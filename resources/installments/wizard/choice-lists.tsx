import { useState } from 'react';
import { Checkbox, Empty, Flex, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Installment } from '../installments-api';
import { SecondaryText } from '../../../src/controls/plain-text';
import { formatServerPercent } from '../../../src/format/percent';
import { matchCategory } from '../rules/wizard';

const LIST_STYLE = { maxHeight: 320, overflowY: 'auto', padding: '4px 2px' } as const;

/** Step 1: the promotion's categories with a case-insensitive search over the Russian titles. */
export function CategoryChoice({ installment, value, onChange }: { installment: Installment; value: string[]; onChange(v: string[]): void }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const shown = installment.categories.filter((c) => matchCategory(c.title.ru, query));
  const toggle = (slug: string, on: boolean) => onChange(on ? [...value, slug] : value.filter((s) => s !== slug));
  return (
    <Flex vertical gap={8}>
      <SecondaryText>{t('installments.wizard.categoriesHint')}</SecondaryText>
      <Input.Search allowClear placeholder={t('installments.wizard.search')} aria-label={t('installments.wizard.search')} value={query} onChange={(e) => setQuery(e.target.value)} />
      <div style={LIST_STYLE} role="group" aria-label={t('installments.wizard.steps.select_categories')}>
        {shown.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('installments.wizard.nothingFound')} />}
        {shown.map((c) => (
          <div key={c.slug} style={{ padding: '4px 0' }}>
            <Checkbox checked={value.includes(c.slug)} disabled={!c.is_exist} onChange={(e) => toggle(c.slug, e.target.checked)}>
              {c.title.ru}
            </Checkbox>
            {!c.is_exist && <SecondaryText style={{ fontSize: 12 }}>{t('installments.details.notYours')}</SecondaryText>}
          </div>
        ))}
      </div>
    </Flex>
  );
}

/** Step 2: the terms offered, each with its rate after the discount. */
export function CommissionChoice({ installment, value, onChange }: { installment: Installment; value: number[]; onChange(v: number[]): void }) {
  const { t, i18n } = useTranslation();
  const percent = (v: number) => formatServerPercent(v, i18n.language);
  const toggle = (id: number, on: boolean) => onChange(on ? [...value, id] : value.filter((s) => s !== id));
  return (
    <Flex vertical gap={8}>
      <SecondaryText>{t('installments.wizard.commissionsHint')}</SecondaryText>
      <div style={LIST_STYLE} role="group" aria-label={t('installments.wizard.steps.select_commissions')}>
        {installment.commissions.map((k) => (
          <div key={k.id} style={{ padding: '4px 0' }}>
            <Checkbox checked={value.includes(k.id)} onChange={(e) => toggle(k.id, e.target.checked)}>
              {t('installments.wizard.commissionOption', { months: k.duration, percent: percent(k.value) })}
            </Checkbox>
            {k.discount_amount > 0 && <SecondaryText style={{ fontSize: 12 }}>{t('installments.wizard.discount', { base: percent(k.commission), discount: percent(k.discount_amount) })}</SecondaryText>}
          </div>
        ))}
      </div>
    </Flex>
  );
}
