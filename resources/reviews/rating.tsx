import { useTranslation } from 'react-i18next';
import { COLORS } from '../../src/controls/colors';

const STAR_COLORS = ['', COLORS.danger, '#d4380d', '#d48806', '#7cb305', '#389e0d'];

/** Stars as text with a spoken label: denser and more accessible than an inert Rate control. */
export function Rating({ value }: { value: number }) {
  const { t } = useTranslation();
  return (
    <span role="img" aria-label={t('reviews.ratingLabel', { value })} title={t('reviews.ratingLabel', { value })} style={{ color: STAR_COLORS[value], whiteSpace: 'nowrap', letterSpacing: 1 }}>
      <span aria-hidden>{'★'.repeat(value)}</span>
      <span aria-hidden style={{ color: '#d9d9d9' }}>{'★'.repeat(5 - value)}</span>
    </span>
  );
}
