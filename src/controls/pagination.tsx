import { useMemo, useState, type KeyboardEvent } from 'react';
import { Input, Pagination as AntPagination, Select } from 'antd';
import { InlineRow } from './inline-row';
import { DoubleLeftOutlined, DoubleRightOutlined, LeftOutlined, RightOutlined } from './lean-icons';
import { useTranslation } from 'react-i18next';
import {
  PAGE_SIZE_OPTIONS,
  goToDigits,
  pageCount,
  resolveGoTo,
  showGoTo,
  showPageSizeSelector,
  showPagination,
} from './pagination-rules';

export interface PaginationProps {
  /** 1-based current page. */
  current: number;
  pageSize: number;
  total: number;
  /** Called with the new page and page size; a size change always goes back to page 1. */
  onChange(page: number, pageSize: number): void;
  className?: string;
}

/**
 * antd's own arrows and jumps (its markup and classes), drawn with lean icons: one element an
 * icon (issue 30). antd's arrow icons named their buttons; a lean icon is silent, so the
 * buttons carry the name, in the UI's language.
 */
const JUMP = (Icon: typeof DoubleLeftOutlined) => (
  <a className="ant-pagination-item-link">
    <div className="ant-pagination-item-container">
      <Icon className="ant-pagination-item-link-icon" />
      <span className="ant-pagination-item-ellipsis">•••</span>
    </div>
  </a>
);
const STEP = (Icon: typeof LeftOutlined, label: string) => (
  <button className="ant-pagination-item-link" type="button" tabIndex={-1} aria-label={label}>
    <Icon />
  </button>
);
const JUMPS = { jumpPrevIcon: JUMP(DoubleLeftOutlined), jumpNextIcon: JUMP(DoubleRightOutlined) };

/** The shared pager under every list (spec 1 §9); renders nothing when one page holds all. */
export function Pagination({ current, pageSize, total, onChange, className }: PaginationProps) {
  const { t } = useTranslation();
  const [goTo, setGoTo] = useState('');
  const icons = useMemo(() => ({ prevIcon: STEP(LeftOutlined, t('controls.pagination.previousPage')), nextIcon: STEP(RightOutlined, t('controls.pagination.nextPage')), ...JUMPS }), [t]);
  if (!showPagination(total, pageSize)) return null;
  const last = pageCount(total, pageSize);

  const onGoToKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    const page = resolveGoTo(goTo, last);
    setGoTo('');
    if (page !== null && page !== current) onChange(page, pageSize);
  };

  return (
    <nav aria-label={t('controls.pagination.label')} className={className}>
      <InlineRow wrap gap={12}>
        <AntPagination
          current={Math.min(current, last)}
          pageSize={pageSize}
          total={total}
          showSizeChanger={false}
          showQuickJumper={false}
          {...icons}
          onChange={(page) => onChange(page, pageSize)}
        />
        {showGoTo(total, pageSize) && (
          <Input
            aria-label={t('controls.pagination.goTo')}
            placeholder={t('controls.pagination.goToPlaceholder')}
            inputMode="numeric"
            value={goTo}
            onChange={(e) => setGoTo(goToDigits(e.target.value))}
            onKeyDown={onGoToKey}
            style={{ width: 72 }}
          />
        )}
        {showPageSizeSelector(total) && (
          <Select<number>
            aria-label={t('controls.pagination.pageSize')}
            value={pageSize}
            onChange={(size) => onChange(1, size)}
            options={PAGE_SIZE_OPTIONS.map((size) => ({
              value: size,
              label: t('controls.pagination.pageSizeOption', { count: size }),
            }))}
            popupMatchSelectWidth={false}
          />
        )}
      </InlineRow>
    </nav>
  );
}
