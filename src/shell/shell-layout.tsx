import { Layout } from 'antd';
import { Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { addTexts } from '../../providers/i18n/i18n';
import { Loading } from '../controls/loading';
import { ShellNotices } from './notices/shell-notices';
import { readShopStatus } from '../../providers/shop-status';
import { AppFooter } from './footer/app-footer';
import { HeaderBar, TOP_BAR_HEIGHT } from './header-bar';
import { MOBILE_BAR_HEIGHT, MobileBar } from './mobile/mobile-bar';
import { isMobileRoute } from './mobile/mobile-rules';
import { PhoneShell } from './mobile/phone-shell';
import { useIsPhone, useZoomLock } from './mobile/use-mobile-layout';
import { OrderAlertBanner } from './order-alerts/order-alert-banner';
import { SideMenu } from './side-menu';
import { ShellRouterProvider, usePathname } from './shell-router';
import { PageSlot, useKeptPage } from './kept-page';
import { shellTexts } from './texts';
import { shellPageTexts } from './page-texts';
import { phoneShellTexts } from './phone-texts';
import { COLORS } from '../controls/colors';

// The shell's texts come with its code, not with the sign-in page (the notices' come with their dialogs).
addTexts(shellTexts);
addTexts(shellPageTexts);
addTexts(phoneShellTexts);

/** Spec 1 §9: side menu 344 px, 88 px collapsed. */
export const MENU_WIDTH = 344;
export const MENU_COLLAPSED_WIDTH = 88;
export const COLLAPSED_KEY = 'partner.menu.collapsed';

const readCollapsed = () => {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
};

function useCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const toggle = useCallback(
    () =>
      setCollapsed((value) => {
        try {
          localStorage.setItem(COLLAPSED_KEY, value ? '0' : '1');
        } catch {
          // private mode: the choice lasts for this page only
        }
        return !value;
      }),
    [],
  );
  return [collapsed, toggle];
}

function DesktopShell({ children }: { children: ReactNode }) {
  const [collapsed, toggle] = useCollapsed();
  const hideMenu = readShopStatus() === 'NEW'; // registration only: full width, no menu
  // The same object while nothing in it changes: the top bar is memoised on its props.
  const menu = useMemo(() => (hideMenu ? undefined : { collapsed, onToggle: toggle }), [hideMenu, collapsed, toggle]);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <HeaderBar menu={menu} />
      <Layout hasSider={!hideMenu}>
        {!hideMenu && (
          <Layout.Sider
            width={MENU_WIDTH}
            collapsedWidth={MENU_COLLAPSED_WIDTH}
            collapsed={collapsed}
            trigger={null}
            theme="light"
            data-testid="side-menu"
            style={{ borderInlineEnd: `1px solid ${COLORS.border}` }}
          >
            <div style={{ position: 'sticky', top: TOP_BAR_HEIGHT, maxHeight: `calc(100vh - ${TOP_BAR_HEIGHT}px)`, overflowY: 'auto' }}>
              <SideMenu collapsed={collapsed} />
            </div>
          </Layout.Sider>
        )}
        <Layout style={{ minWidth: 0 }}>
          <Layout.Content style={{ padding: 24, minWidth: 0 }}>{children}</Layout.Content>
          <AppFooter />
        </Layout>
      </Layout>
    </Layout>
  );
}

/** Phones on /orders and /profile/info: compact top bar, the page, the bottom bar; zoom locked. */
function MobileShell({ children }: { children: ReactNode }) {
  useZoomLock(true);
  return (
    <Layout style={{ minHeight: '100vh', paddingBottom: MOBILE_BAR_HEIGHT }}>
      <HeaderBar compact />
      <Layout.Content style={{ padding: 12, minWidth: 0 }}>{children}</Layout.Content>
      <AppFooter compact />
      <MobileBar />
    </Layout>
  );
}

/**
 * The page shell (spec 1 §2): top bar, side menu, content, footer. On a phone: the spec's
 * layout with the bottom bar on /orders and /profile/info, the menu drawer everywhere else.
 *
 * Only what changed re-renders (issue 30): the router is read once, by ShellRouterProvider;
 * the frame renders again when the page's path changes (or the phone layout), never for a
 * list's query string, and then its memoised parts (top bar, side menu, footer, notices,
 * banner) only where their own props or contexts changed. The page itself is the <Outlet/>,
 * which follows the route on its own.
 */
export default function ShellLayout() {
  return (
    <ShellRouterProvider>
      <ShellFrame />
    </ShellRouterProvider>
  );
}

function ShellFrame() {
  const pathname = usePathname();
  const phone = useIsPhone();
  const Shell = !phone ? DesktopShell : isMobileRoute(pathname) ? MobileShell : PhoneShell;
  // The page is kept across a change of shell (kept-page.tsx): typed text survives 768 px.
  const page = useKeptPage(
    <Suspense fallback={<Loading />}>
      <Outlet />
    </Suspense>,
  );
  return (
    <>
      <ShellNotices />
      {/* antd's Layout.Content is the page's <main>. */}
      <Shell>
        <OrderAlertBanner />
        <PageSlot node={page.node} />
      </Shell>
      {/* After the shell: its slot has taken the page's node before the page's own layout effects run. */}
      {page.portal}
    </>
  );
}
