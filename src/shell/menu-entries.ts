import { createElement, type ComponentType, type ReactNode } from 'react';
import { canOpen } from '../../providers/access';
import type { ShopStatus } from '../../providers/shop-status';
import { MENU_ICONS } from '../controls/menu-icons';
import type { AnyDescriptor, MenuGroup } from '../engine/descriptor';
import type { MenuPage } from './menu-pages';

/** One side-menu entry, whether a resource or a page. */
export interface MenuEntryView {
  route: string;
  /** The paths it stands for when wider than its route (a page with tabs); default the route. */
  section?: string;
  labelKey: string;
  icon: ReactNode;
  group?: MenuGroup;
  order: number;
}

export interface MenuSection {
  /** Undefined for the top level (orders, reviews, refunds). */
  group?: MenuGroup;
  entries: MenuEntryView[];
}

export const GROUP_ORDER: MenuGroup[] = ['products', 'finance', 'other'];

// Icons are decoration beside the label: hidden from screen readers so an entry's name is its label.
const decorative = (icon: ComponentType<{ 'aria-hidden'?: boolean }>): ReactNode => createElement(icon, { 'aria-hidden': true });

/** The entries this shop status may open, from the descriptors and the available pages, in spec order. */
export function menuSections(resources: readonly AnyDescriptor[], pages: MenuPage[], status: ShopStatus | undefined): MenuSection[] {
  const entries: MenuEntryView[] = [
    ...resources.flatMap((r) =>
      r.menu && canOpen(r.access, status)
        ? [{ route: r.route, section: r.menu.section, labelKey: r.menu.labelKey ?? `${r.name}.titles.list`, icon: decorative(MENU_ICONS[r.menu.icon]), group: r.menu.group, order: r.menu.order }]
        : [],
    ),
    ...pages
      .filter((p) => p.available && canOpen(p.access, status))
      .map((p) => ({ route: p.route, section: p.section, labelKey: p.labelKey, icon: decorative(p.icon), group: p.group, order: p.order })),
  ].sort((a, b) => a.order - b.order);
  const sections: MenuSection[] = [{ entries: entries.filter((e) => !e.group) }, ...GROUP_ORDER.map((group) => ({ group, entries: entries.filter((e) => e.group === group) }))];
  return sections.filter((s) => s.entries.length > 0);
}

/**
 * The entry a path belongs to: the one whose section (its route unless it names a wider one)
 * is the longest that is the path or a prefix of it. Answers the entry's route.
 */
export function selectedRoute(entries: Array<string | { route: string; section?: string }>, pathname: string): string | undefined {
  return entries
    .map((e) => (typeof e === 'string' ? { route: e, section: e } : { route: e.route, section: e.section ?? e.route }))
    .filter(({ section }) => pathname === section || pathname.startsWith(`${section}/`))
    .sort((a, b) => b.section.length - a.section.length)[0]?.route;
}

/**
 * Where `/products` leads: the first entry of the products group this shop may open (spec 3
 * §2 names the on-sale list; while only the upload page exists, that page), else `/`.
 */
export function productsHome(resources: readonly AnyDescriptor[], pages: MenuPage[], status: ShopStatus | undefined): string {
  return menuSections(resources, pages, status).find((s) => s.group === 'products')?.entries[0]?.route ?? '/';
}
