import { Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { readShopStatus } from '../../providers/shop-status';
import { menuSections, selectedRoute } from './menu-entries';
import { menuPages } from './menu-pages';
import { requestLeave } from '../controls/leave-guard';
import { useDescriptors } from '../engine/descriptors';

type Item = Required<MenuProps>['items'][number];

/**
 * The side menu (spec 1 §2), generated from the descriptors' menu entries (the app hands them
 * down: src/engine/descriptors.tsx) and the pages of menu-pages.ts. Collapsed, labels become
 * tooltips (antd does that inside a collapsed Sider) and group titles give way to dividers,
 * which fit 88 px.
 */
export function SideMenu({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const sections = menuSections(useDescriptors(), menuPages, readShopStatus());

  const items: Item[] = sections.flatMap((section, index): Item[] => {
    const children: Item[] = section.entries.map((e) => ({ key: e.route, icon: e.icon, label: t(e.labelKey) }));
    if (!section.group) return children;
    if (collapsed) return [...(index > 0 ? [{ type: 'divider' as const, key: `${section.group}-divider` }] : []), ...children];
    return [{ type: 'group', key: section.group, label: t(`menu.${section.group}`), children }];
  });
  const selected = selectedRoute(sections.flatMap((s) => s.entries), pathname);

  return (
    <nav aria-label={t('shell.mainMenu')}>
      <Menu
        mode="inline"
        selectedKeys={selected ? [selected] : []}
        items={items}
        onClick={({ key }) =>
          requestLeave(() => {
            onNavigate?.();
            navigate(key);
          })
        }
        style={{ borderInlineEnd: 'none', padding: '8px 0' }}
      />
    </nav>
  );
}
