import { cloneElement, createElement, isValidElement, type ReactNode } from 'react';
import { canOpen } from '../../providers/access';
import type { ShopStatus } from '../../providers/shop-status';
import type { AnyDescriptor, MenuGroup } from '../engine/descriptor';
import type { MenuPage } from './menu-pages';

/** One side-menu entry, whether a resource or a page. */
export interface MenuEntryView {
  route: string;
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
const decorative = (icon: ReactNode): ReactNode => (isValidElement<{ 'aria-hidden'?: boolean }>(icon) ? cloneElement(icon, { 'aria-hidden': true }) : icon);

/** The entries this shop status may open, from the descriptors and the available pages, in spec order. */
export function menuSections(resources: AnyDescriptor[], pages: MenuPage[], status: ShopStatus | undefined): MenuSection[] {
  const entries: MenuEntryView[] = [
    ...resources.flatMap((r) =>
      r.menu && canOpen(r.access, status)
        ? [{ route: r.route, labelKey: r.menu.labelKey ?? `${r.name}.titles.list`, icon: decorative(r.menu.icon), group: r.menu.group, order: r.menu.order }]
        : [],
    ),
    ...pages
      .filter((p) => p.available && canOpen(p.access, status))
      .map((p) => ({ route: p.route, labelKey: p.labelKey, icon: createElement(p.icon, { 'aria-hidden': true }), group: p.group, order: p.order })),
  ].sort((a, b) => a.order - b.order);
  const sections: MenuSection[] = [{ entries: entries.filter((e) => !e.group) }, ...GROUP_ORDER.map((group) => ({ group, entries: entries.filter((e) => e.group === group) }))];
  return sections.filter((s) => s.entries.length > 0);
}

/** The entry a path belongs to: the longest route that is the path or a prefix of it. */
export function selectedRoute(routes: string[], pathname: string): string | undefined {
  return routes
    .filter((route) => pathname === route || pathname.startsWith(`${route}/`))
    .sort((a, b) => b.length - a.length)[0];
}
