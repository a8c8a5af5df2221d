import { Card, Flex } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Installment } from '../installments-api';
import { SecondaryText } from '../../../src/controls/plain-text';
import { coversAllCategories } from '../rules/status';
import { CommissionTags, periodOf, StatusTag, titleColours, useTitleOf } from '../shared/installment-bits';

/**
 * A promotion as a card: its title in its own colours, status, commission tags, period and
 * category count. It opens the details unless the shop cannot take part (then it says why).
 */
export function InstallmentCard({ installment: x, href }: { installment: Installment; href: string }) {
  const { t } = useTranslation();
  const title = useTitleOf()(x);
  const open = x.status !== 'merch_is_not_available';
  const colours = titleColours(x);
  return (
    <Card size="small" style={{ height: '100%' }} styles={{ body: { display: 'flex', flexDirection: 'column', gap: 8, height: '100%' } }} data-testid="installment-card">
      <h2 style={{ ...colours, margin: 0, padding: '10px 12px', borderRadius: 6, fontSize: 15, fontWeight: 600, lineHeight: 1.35, minHeight: 62 }}>
        {open ? (
          <Link to={href} style={{ color: colours.color, textDecoration: 'underline', textUnderlineOffset: 3 }} aria-label={t('installments.card.open', { title })}>
            {title}
          </Link>
        ) : (
          title
        )}
      </h2>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <StatusTag installment={x} />
        <SecondaryText>{coversAllCategories(x) ? t('installments.card.allCategories') : t('installments.card.categories', { count: x.categories.length })}</SecondaryText>
      </Flex>
      <CommissionTags commissions={x.commissions} />
      <SecondaryText>
        {t('installments.card.period')}: {periodOf(x)}
      </SecondaryText>
      {!open && (
        <SecondaryText style={{ marginTop: 'auto', fontSize: 13 }} >
          {t('installments.card.notAvailable')}
        </SecondaryText>
      )}
    </Card>
  );
}
