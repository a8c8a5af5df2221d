import { Menu, type MenuProps } from 'antd';
import { memo, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { readShopStatus } from '../../providers/shop-status';
import { menuSections, selectedRoute } from './menu-entries';
import { menuPages } from './menu-pages';
import { requestLeave } from '../controls/leave-guard';
import { useDescriptors } from '../engine/descriptors';
import { usePathname, useShellRouter } from './shell-router';

type Item = Required<MenuProps>['items'][number];

/**
 * The side menu (spec 1 §2), generated from the descriptors' menu entries (the app hands them
 * down: src/engine/descriptors.tsx) and the pages of menu-pages.ts. Collapsed, labels become
 * tooltips (antd does that inside a collapsed Sider) and group titles give way to dividers,
 * which fit 88 px.
 *
 * Memoised, and it reads the path alone (shell-router.tsx): a list's next page, sort or filter
 * changes only the query string and leaves the menu as it is; a new page moves the selection.
 * The entries are built once per shop status, collapse and language, not on every path.
 */
export const SideMenu = memo(function SideMenu({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { navigate } = useShellRouter();
  const pathname = usePathname();
  const descriptors = useDescriptors();
  const status = readShopStatus();
  const sections = useMemo(() => menuSections(descriptors, menuPages, status), [descriptors, status]);

  const items = useMemo(
    () =>
      sections.flatMap((section, index): Item[] => {
        const children: Item[] = section.entries.map((e) => ({ key: e.route, icon: e.icon, label: t(e.labelKey) }));
        if (!section.group) return children;
        if (collapsed) return [...(index > 0 ? [{ type: 'divider' as const, key: `${section.group}-divider` }] : []), ...children];
        return [{ type: 'group', key: section.group, label: t(`menu.${section.group}`), children }];
      }),
    [sections, collapsed, t],
  );
  const selected = selectedRoute(sections.flatMap((s) => s.entries), pathname);
  const selectedKeys = useMemo(() => (selected ? [selected] : []), [selected]);
  const onClick = useCallback<NonNullable<MenuProps['onClick']>>(
    ({ key }) =>
      requestLeave(() => {
        onNavigate?.();
        navigate(key);
      }),
    [navigate, onNavigate],
  );

  return (
    <nav aria-label={t('shell.mainMenu')}>
      <Menu mode="inline" selectedKeys={selectedKeys} items={items} onClick={onClick} style={MENU_STYLE} />
    </nav>
  );
});

const MENU_STYLE = { borderInlineEnd: 'none', padding: '8px 0' };
