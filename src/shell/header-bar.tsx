import { LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined, ShopOutlined } from '@ant-design/icons';
import { useGetIdentity, useLogout } from '@refinedev/core';
import { App, Avatar, Button, Flex, Layout, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ShopProfile, UserInfo } from '../../providers/api/auth-api';
import { toShopStatus } from '../../providers/shop-status';
import { LanguageSwitcher } from './language-switcher';

interface Identity {
  user: UserInfo | null;
  shop: ShopProfile;
}

/** Top bar (68 px): logo and brand, menu toggle, language, the shop and sign-out. */
export function HeaderBar({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { data: identity } = useGetIdentity<Identity>();
  const { mutate: logout, isPending } = useLogout();
  const shop = identity?.shop;
  const status = toShopStatus(shop?.status);

  const confirmLogout = () =>
    modal.confirm({ title: t('auth.logoutConfirm'), okText: t('auth.logout'), cancelText: t('common.cancel'), onOk: () => logout() });

  return (
    <Layout.Header style={{ position: 'sticky', top: 0, zIndex: 20, padding: '0 16px', borderBottom: '1px solid #f0f0f0', lineHeight: 'normal' }}>
      <Flex align="center" justify="space-between" style={{ height: 68 }}>
        <Space size={12}>
          <Button type="text" aria-label={t(collapsed ? 'shell.expand' : 'shell.collapse')} icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />} onClick={onToggle} />
          <Link to="/" aria-label={t('brand_label')} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <img src="/logo.svg" alt="" width={28} height={28} />
            <Typography.Text strong style={{ fontSize: 18 }}>{t('brand_label')}</Typography.Text>
          </Link>
        </Space>
        <Space size={16}>
          <LanguageSwitcher />
          {shop && (
            <Space size={8}>
              <Avatar shape="square" src={shop.logo_url || undefined} icon={<ShopOutlined />} alt="" />
              <div style={{ lineHeight: 1.25 }}>
                <Typography.Text strong>{shop.store_name}</Typography.Text>
                <br />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {status ? t(`shopStatus.${status}`) : ''}
                  {identity?.user ? ` · ${identity.user.last_name} ${identity.user.first_name}` : ''}
                </Typography.Text>
              </div>
            </Space>
          )}
          <Button icon={<LogoutOutlined />} loading={isPending} onClick={confirmLogout}>
            {t('auth.logout')}
          </Button>
        </Space>
      </Flex>
    </Layout.Header>
  );
}
