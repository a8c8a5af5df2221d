import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '../controls/lean-icons';
import { Button, Flex, Layout, theme } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { readShopStatus } from '../../providers/shop-status';
import { LanguageSwitcher } from './language-switcher';
import { MetricsDropdown } from './metrics/metrics-dropdown';
import { NotificationsBell } from './notifications/notifications-bell';
import { ShopMenu } from './shop-menu';
import { ShellLink } from './shell-router';
import { COLORS } from '../controls/colors';
import { PaletteLauncher } from './palette/palette-launcher';

/** Spec 1 §9. */
export const TOP_BAR_HEIGHT = 68;

export interface HeaderBarProps {
  /** The side-menu toggle; absent when there is no side menu (shop status new, phone layout). */
  menu?: { collapsed: boolean; onToggle: () => void };
  /** Phone layout: icons only, no language switcher (it stays in Settings). */
  compact?: boolean;
  /** Phone layout of the other pages: the side menu is a drawer opened by a menu button. */
  drawer?: { open: boolean; onOpen: () => void };
}

/**
 * Top bar (68 px): menu toggle, logo and brand linking to /, language, bell, order metrics, shop menu.
 * Memoised, and nothing in it reads the address (its link is a ShellLink): a new page or query
 * string leaves it as it is (issue 30).
 */
export const HeaderBar = memo(function HeaderBar({ menu, compact = false, drawer }: HeaderBarProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  // A shop in registration has no orders or notes yet: no bell, no metrics.
  const registering = readShopStatus() === 'NEW';
  return (
    <Layout.Header
      style={{ position: 'sticky', top: 0, zIndex: 20, padding: compact ? '0 8px' : '0 16px', height: TOP_BAR_HEIGHT, borderBottom: `1px solid ${COLORS.border}`, lineHeight: 'normal' }}
    >
      <Flex align="center" justify="space-between" style={{ height: TOP_BAR_HEIGHT }}>
        <Flex align="center" gap={compact ? 4 : 12} style={{ minWidth: 0 }}>
          {drawer && (
            <Button type="text" aria-label={t('shell.phone.openMenu')} aria-expanded={drawer.open} aria-haspopup="dialog" icon={<MenuOutlined />} onClick={drawer.onOpen} data-testid="menu-button" />
          )}
          {menu && (
            <Button
              type="text"
              aria-label={t(menu.collapsed ? 'shell.expand' : 'shell.collapse')}
              aria-expanded={!menu.collapsed}
              icon={menu.collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              onClick={menu.onToggle}
            />
          )}
          <ShellLink to="/" aria-label={t('brand_label')} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <img src="/logo.svg" alt="" width={28} height={28} />
            {/* On a phone the logo alone: the bell, metrics and shop menu need the width. */}
            {!(compact && drawer) && <strong style={{ fontSize: 18, fontWeight: 600, color: token.colorText }}>{t('brand_label')}</strong>}
          </ShellLink>
        </Flex>
        <Flex align="center" gap={compact ? 0 : 8}>
          {!registering && <PaletteLauncher compact={compact || Boolean(drawer)} />}
          {!compact && <LanguageSwitcher />}
          {!registering && <NotificationsBell />}
          {!registering && <MetricsDropdown compact={compact} />}
          <ShopMenu compact={compact} />
        </Flex>
      </Flex>
    </Layout.Header>
  );
});
