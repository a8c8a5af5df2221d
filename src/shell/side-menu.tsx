import { Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { resources } from '../../resources';
import { canOpen } from '../../providers/access';
import { readShopStatus } from '../../providers/shop-status';
import type { MenuGroup } from '../engine/descriptor';

type Item = Required<MenuProps>['items'][number];
const GROUP_ORDER: MenuGroup[] = ['products', 'finance', 'other'];

/** The side menu, generated from the descriptors' menu entries (labels become tooltips when collapsed). */
export function SideMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const status = readShopStatus();
  const entries = resources
    .filter((r) => r.menu && canOpen(r.access, status))
    .sort((a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0));

  const item = (r: (typeof entries)[number]): Item => ({ key: r.route, icon: r.menu?.icon, label: t(r.menu?.labelKey ?? `${r.name}.titles.list`) });
  const items: Item[] = [
    ...entries.filter((r) => !r.menu?.group).map(item),
    ...GROUP_ORDER.flatMap((group): Item[] => {
      const children = entries.filter((r) => r.menu?.group === group).map(item);
      return children.length ? [{ type: 'group', key: group, label: t(`menu.${group}`), children }] : [];
    }),
  ];
  const selected = entries.find((r) => pathname === r.route || pathname.startsWith(`${r.route}/`))?.route;

  return (
    <Menu
      mode="inline"
      aria-label={t('shell.mainMenu')}
      selectedKeys={selected ? [selected] : []}
      items={items}
      onClick={({ key }) => navigate(key)}
      style={{ borderInlineEnd: 'none' }}
    />
  );
}
