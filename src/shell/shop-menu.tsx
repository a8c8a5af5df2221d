import { BgColorsOutlined, CheckCircleFilled, CheckOutlined, ClockCircleFilled, LogoutOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons';
import { DownOutlined, ShopOutlined } from '../controls/lean-icons';
import { App, Avatar, Badge, Button, Dropdown, Flex, theme, Tooltip, type MenuProps } from 'antd';
import { cloneElement, isValidElement, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { withRedirectDenied } from '../../providers/access';
import { readShopStatus, type ShopStatus } from '../../providers/shop-status';
import { EllipsisText } from '../controls/ellipsis-text';
import { SecondaryText } from '../controls/plain-text';
import { useShopIdentity, type ShopIdentity } from './use-shop-identity';
import { mediaUrl } from '../../providers/media-url';
import { useShellRouter } from './shell-router';
import { COLORS } from '../controls/colors';
import { chooseColorScheme, COLOR_SCHEME_CHOICES, useColorSchemeChoice } from '../controls/color-scheme';

const PARTNERS_PATH = '/auth/sign-in/partner-selection';

const STATUS_ICONS: Partial<Record<ShopStatus, { icon: typeof CheckCircleFilled; color: string }>> = {
  ACTIVE: { icon: CheckCircleFilled, color: '#389e0d' },
  ON_CHECK: { icon: ClockCircleFilled, color: '#d46b08' },
};

/** "Active" or "on check" with its icon; the tooltip says what the status means (spec 1 §4). */
export function ShopStatusText({ status }: { status?: ShopStatus }) {
  const { t } = useTranslation();
  const look = status && STATUS_ICONS[status];
  if (!status || !look) return null;
  const Icon = look.icon;
  return (
    <Tooltip title={t(`shell.shop.statusHint.${status}`)}>
      <Flex component="span" align="center" gap={4} tabIndex={0} style={{ fontSize: 12, color: COLORS.textSecondary, width: 'fit-content' }}>
        <Icon aria-hidden style={{ color: look.color }} />
        {t(`shopStatus.${status}`)}
      </Flex>
    </Tooltip>
  );
}

function ShopCard({ identity }: { identity: ShopIdentity }) {
  const { t } = useTranslation();
  const { shop, user, roles, status } = identity;
  const roleLabel = (role: string) => t(`roles.${role}`, { defaultValue: t('roles.employee') });
  return (
    <div style={{ padding: '12px 16px 4px', maxWidth: 320 }}>
      <Flex gap={12} align="center">
        <Avatar shape="square" size={40} src={mediaUrl(shop?.logo_url)} icon={<ShopOutlined />} alt="" />
        <div style={{ minWidth: 0 }}>
          <EllipsisText strong title={shop?.store_name ?? ''}>{shop?.store_name}</EllipsisText>
          <ShopStatusText status={status} />
        </div>
      </Flex>
      {user && (
        <div style={{ marginTop: 10 }}>
          {user.last_name} {user.first_name}
        </div>
      )}
      {roles.length > 0 && (
        <SecondaryText style={{ display: 'block', fontSize: 12 }}>{roles.map(roleLabel).join(', ')}</SecondaryText>
      )}
    </div>
  );
}

/** The shop menu of the top bar: the shop and the person, Profile, Shops (with the count of the others), Logout. */
export function ShopMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  // Not useNavigate and Refine's useLogout: both re-render on every URL change (issue 30).
  const { navigate, logout } = useShellRouter();
  const identity = useShopIdentity();
  const { shop, otherShops } = identity;
  const { token } = theme.useToken();
  const scheme = useColorSchemeChoice();

  const confirmLogout = () =>
    modal.confirm({ title: t('auth.logoutConfirm'), okText: t('auth.logout'), cancelText: t('common.cancel'), onOk: () => logout() });

  const items: MenuProps['items'] = [
    { key: 'profile', icon: <UserOutlined aria-hidden />, label: t('shell.shop.profile'), onClick: () => navigate('/profile/info') },
    {
      key: 'shops',
      icon: <SwapOutlined aria-hidden />,
      label: (
        <Flex justify="space-between" align="center" gap={12}>
          {t('shell.shop.shops')}
          {otherShops !== undefined && <Badge count={otherShops} showZero color="#595959" overflowCount={99} title={t('shell.shop.otherShops', { value: otherShops })} />}
        </Flex>
      ),
      // A NEW shop's guard sends everything to /register unless the address says otherwise.
      onClick: () => navigate(readShopStatus() === 'NEW' ? withRedirectDenied(PARTNERS_PATH) : PARTNERS_PATH),
    },
    {
      key: 'theme',
      icon: <BgColorsOutlined aria-hidden />,
      label: `${t('common.colorScheme.title')}: ${t(`common.colorScheme.${scheme}`)}`,
      children: COLOR_SCHEME_CHOICES.map((choice) => ({
        key: `theme-${choice}`,
        // The chosen one is ticked; the invisible tick keeps the three labels aligned.
        icon: <CheckOutlined aria-hidden style={{ visibility: choice === scheme ? 'visible' : 'hidden' }} />,
        label: t(`common.colorScheme.${choice}`),
        onClick: () => chooseColorScheme(choice),
      })),
    },
    { type: 'divider' },
    // antd's danger red is below AA contrast on white: a darker red says the same.
    { key: 'logout', icon: <LogoutOutlined aria-hidden />, style: { color: COLORS.danger }, label: t('auth.logout'), onClick: confirmLogout },
  ];

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{ items }}
      popupRender={(menu) => (
        <div style={{ minWidth: 260, background: token.colorBgElevated, borderRadius: token.borderRadiusLG, boxShadow: token.boxShadowSecondary }}>
          <ShopCard identity={identity} />
          {/* antd's Divider, drawn here: its code would load with every page for this one line. */}
          <div role="separator" style={{ borderBlockStart: `1px solid ${token.colorSplit}`, margin: '8px 0 0' }} />
          {isValidElement<{ style?: CSSProperties }>(menu) ? cloneElement(menu, { style: { boxShadow: 'none' } }) : menu}
        </div>
      )}
    >
      <Button type="text" aria-label={t('shell.shop.menu', { name: shop?.store_name ?? '' })} style={{ height: 48, paddingInline: 8 }}>
        <Flex align="center" gap={8}>
          <Avatar shape="square" src={mediaUrl(shop?.logo_url)} icon={<ShopOutlined />} alt="" />
          {!compact && (
            <span style={{ maxWidth: 200, minWidth: 0 }}>
              <EllipsisText strong title={shop?.store_name ?? ''}>
                {shop?.store_name}
              </EllipsisText>
            </span>
          )}
          <DownOutlined aria-hidden style={{ fontSize: 10 }} />
        </Flex>
      </Button>
    </Dropdown>
  );
}
