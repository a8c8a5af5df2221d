import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { COLORS } from '../../../src/controls/colors';

/** The bar's height (one line of 32 px controls with 12 px padding) plus the content's own 24 px. */
const BAR_ROOM = 56 + 24;

interface Box {
  left: number;
  width: number;
}

/**
 * The page's content area (antd's Layout.Content is the <main>) as it sits in the viewport,
 * followed through resizes and the side menu collapsing, so a fixed bar covers the content
 * and never the menu.
 */
function useContentBox(anchor: React.RefObject<HTMLElement | null>): Box | undefined {
  const [box, setBox] = useState<Box>();
  useEffect(() => {
    const main = anchor.current?.closest('main') ?? document.querySelector('main');
    if (!(main instanceof HTMLElement)) return undefined;
    const measure = () => {
      const rect = main.getBoundingClientRect();
      setBox((old) => (old && old.left === rect.left && old.width === rect.width ? old : { left: rect.left, width: rect.width }));
    };
    measure();
    // Room under the page's last line, so the bar never hides it.
    const padding = main.style.paddingBottom;
    main.style.paddingBottom = `${BAR_ROOM}px`;
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(main);
    return () => {
      main.style.paddingBottom = padding;
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [anchor]);
  return box;
}

export interface ListBottomBarProps {
  orderId: string;
  changes: number;
  /** Cancel and Save buttons. */
  children: ReactNode;
}

/** Spec 2 §2: while an order is edited from the list, a bar fixed to the bottom of the content area. */
export function ListBottomBar({ orderId, changes, children }: ListBottomBarProps) {
  const { t } = useTranslation();
  const anchor = useRef<HTMLSpanElement>(null);
  const box = useContentBox(anchor);
  const bar = (
    <Flex
      role="region"
      aria-label={t('orders.products.barTitle', { id: orderId })}
      align="center"
      justify="space-between"
      gap={12}
      wrap
      style={{
        position: 'fixed',
        boxSizing: 'border-box',
        bottom: 0,
        left: box?.left ?? 0,
        width: box?.width ?? '100%',
        zIndex: 100,
        padding: '12px 24px',
        background: COLORS.surface,
        borderTop: `1px solid ${COLORS.border}`,
        boxShadow: '0 -4px 12px rgba(0, 0, 0, 0.08)',
      }}
    >
      <Flex gap={16} align="baseline" wrap>
        <Typography.Text strong>{t('orders.products.barTitle', { id: orderId })}</Typography.Text>
        <Typography.Text type="secondary" aria-live="polite">
          {t('orders.products.changes', { count: changes })}
        </Typography.Text>
      </Flex>
      <Flex gap={8}>{children}</Flex>
    </Flex>
  );
  return (
    <>
      <span ref={anchor} hidden />
      {createPortal(bar, document.body)}
    </>
  );
}
