import { ShoppingOutlined, UserOutlined } from '@ant-design/icons';
import { Flex } from 'antd';
import { memo, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ShellLink, usePathname } from '../shell-router';
import { COLORS } from '../../controls/colors';

export const MOBILE_BAR_HEIGHT = 56;

const ENTRIES: Array<{ route: string; labelKey: string; icon: ComponentType<{ 'aria-hidden'?: boolean }> }> = [
  { route: '/orders', labelKey: 'shell.mobile.orders', icon: ShoppingOutlined },
  { route: '/profile/info', labelKey: 'shell.mobile.profile', icon: UserOutlined },
];

/** The phone layout's bottom bar: Orders and Profile (spec 1 §2). Renders again on a new page only, not on a new query string (issue 30). */
export const MobileBar = memo(function MobileBar() {
  const { t } = useTranslation();
  const pathname = usePathname();
  return (
    <nav
      aria-label={t('shell.mobile.bar')}
      data-testid="mobile-bar"
      style={{ position: 'fixed', insetInline: 0, bottom: 0, zIndex: 30, height: MOBILE_BAR_HEIGHT, background: COLORS.surface, borderTop: `1px solid ${COLORS.border}`, paddingBottom: 'env(safe-area-inset-bottom)' }}
    >
      <Flex style={{ height: '100%' }}>
        {ENTRIES.map(({ route, labelKey, icon: Icon }) => {
          const active = pathname === route || pathname.startsWith(`${route}/`);
          return (
            <ShellLink
              key={route}
              to={route}
              aria-current={active ? 'page' : undefined}
              style={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2, fontSize: 12, color: active ? COLORS.primary : COLORS.textSecondary }}
            >
              <span style={{ fontSize: 20, lineHeight: 1 }}>
                <Icon aria-hidden />
              </span>
              {t(labelKey)}
            </ShellLink>
          );
        })}
      </Flex>
    </nav>
  );
});
