import { Drawer, Layout } from 'antd';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { readShopStatus } from '../../../providers/shop-status';
import { AppFooter } from '../footer/app-footer';
import { HeaderBar } from '../header-bar';
import { SideMenu } from '../side-menu';
import './phone-layout.css';

/** The drawer is the side menu's own width, but never more than most of the screen. */
const DRAWER_WIDTH = 'min(344px, 85vw)';

/**
 * Phones on every page but /orders and /profile/info (those have their own layout): the
 * side menu becomes a drawer behind the top bar's menu button, the content one column
 * (phone-layout.css, keyed by the `partner-phone` class so any area gets it without work of its own).
 */
export function PhoneShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const hideMenu = readShopStatus() === 'NEW'; // registration only: no menu at all
  // Stable props: the top bar and the side menu are memoised (shell-layout.tsx).
  const drawer = useMemo(() => (hideMenu ? undefined : { open, onOpen: () => setOpen(true) }), [hideMenu, open]);
  const close = useCallback(() => setOpen(false), []);
  return (
    <Layout className="partner-phone" style={{ minHeight: '100vh' }}>
      <HeaderBar compact drawer={drawer} />
      {!hideMenu && (
        <Drawer
          placement="left"
          open={open}
          onClose={close}
          width={DRAWER_WIDTH}
          title={t('shell.mainMenu')}
          closable={{ 'aria-label': t('shell.phone.closeMenu') }}
          styles={{ body: { padding: 0 } }}
          data-testid="menu-drawer"
        >
          <SideMenu collapsed={false} onNavigate={close} />
        </Drawer>
      )}
      <Layout.Content style={{ padding: 12, minWidth: 0 }}>{children}</Layout.Content>
      <AppFooter compact />
    </Layout>
  );
}
