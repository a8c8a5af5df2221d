import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { pageCount, showPagination } from './pagination-rules';

export interface MobilePagerProps {
  current: number;
  pageSize: number;
  total: number;
  onChange(page: number): void;
}

/**
 * Previous / next with "page N of M" for a 390 px screen, where the shared pager's seven
 * page buttons do not fit: under every list on a phone (the orders cards, the engine's cards).
 * The page stays in the URL like the desktop table's, and like the shared pager it shows only
 * when one page does not hold everything (spec 1 §9).
 */
export function MobilePager({ current, pageSize, total, onChange }: MobilePagerProps) {
  const { t } = useTranslation();
  if (!showPagination(total, pageSize)) return null;
  const pages = pageCount(total, pageSize);
  const page = Math.min(current, pages);
  return (
    <nav aria-label={t('controls.pagination.label')} style={{ marginTop: 12 }}>
      <Flex justify="space-between" align="center" gap={8}>
        <Button icon={<LeftOutlined aria-hidden />} disabled={page <= 1} onClick={() => onChange(page - 1)}>
          {t('controls.pagination.previous')}
        </Button>
        <Typography.Text aria-current="page">{t('controls.pagination.page', { page, pages })}</Typography.Text>
        <Button disabled={page >= pages} onClick={() => onChange(page + 1)}>
          {t('controls.pagination.next')} <RightOutlined aria-hidden />
        </Button>
      </Flex>
    </nav>
  );
}
