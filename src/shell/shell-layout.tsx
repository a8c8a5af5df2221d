import { Layout } from 'antd';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { Loading } from '../app/loading';
import { readShopStatus } from '../../providers/shop-status';
import { HeaderBar } from './header-bar';
import { SideMenu } from './side-menu';

const COLLAPSED_KEY = 'partner.menu.collapsed';
const readCollapsed = () => {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
};

/** The page shell: top bar, side menu (344 px, 88 px collapsed, remembered), content. */
export default function ShellLayout() {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const hideMenu = readShopStatus() === 'NEW'; // registration only: full width, no menu
  const toggle = () => {
    setCollapsed((value) => {
      localStorage.setItem(COLLAPSED_KEY, value ? '0' : '1');
      return !value;
    });
  };
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <HeaderBar collapsed={collapsed} onToggle={toggle} />
      <Layout>
        {!hideMenu && (
          <Layout.Sider width={344} collapsedWidth={88} collapsed={collapsed} theme="light" style={{ borderInlineEnd: '1px solid #f0f0f0' }}>
            <div style={{ position: 'sticky', top: 68 }}>
              <SideMenu />
            </div>
          </Layout.Sider>
        )}
        <Layout.Content style={{ padding: 24, minWidth: 0 }}>
          <main>
            <Suspense fallback={<Loading />}>
              <Outlet />
            </Suspense>
          </main>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
