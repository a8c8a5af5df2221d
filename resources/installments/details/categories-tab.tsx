import { useState } from 'react';
import { Button, List } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Installment } from '../installments-api';
import { SecondaryText } from '../../../src/controls/plain-text';
import { coversAllCategories } from '../rules/status';

/** Spec 3 §2: the category list is at most 416 px high and scrolls beyond. */
export const CATEGORY_LIST_MAX_HEIGHT = 416;

/** The categories the shop takes part with (a count), and on demand the promotion's other ones. */
export function CategoriesTab({ installment: x }: { installment: Installment }) {
  const { t } = useTranslation();
  const [showOthers, setShowOthers] = useState(false);
  if (coversAllCategories(x)) return <SecondaryText block>{t('installments.details.allCategories')}</SecondaryText>;
  const chosen = x.categories.filter((c) => c.is_participating);
  const others = x.categories.filter((c) => !c.is_participating);
  const shown = showOthers ? [...chosen, ...others] : chosen;
  return (
    <div>
      <SecondaryText block>{t('installments.details.selected', { count: chosen.length, total: x.categories.length })}</SecondaryText>
      <div style={{ maxHeight: CATEGORY_LIST_MAX_HEIGHT, overflowY: 'auto' }} tabIndex={0} data-testid="installment-categories" aria-label={t('installments.details.categoriesTab')} role="region">
        <List
          size="small"
          bordered
          dataSource={shown}
          rowKey="slug"
          renderItem={(c) => (
            <List.Item>
              <span>
                {c.is_participating && <CheckCircleFilled aria-hidden style={{ color: '#389e0d', marginInlineEnd: 8 }} />}
                {c.title.ru}
              </span>
              {!c.is_exist && <SecondaryText>{t('installments.details.notYours')}</SecondaryText>}
            </List.Item>
          )}
        />
      </div>
      {others.length > 0 && (
        <Button type="link" style={{ paddingInline: 0, marginTop: 8 }} onClick={() => setShowOthers((v) => !v)} aria-expanded={showOthers}>
          {t(showOthers ? 'installments.details.hideOthers' : 'installments.details.showOthers')}
        </Button>
      )}
    </div>
  );
}
