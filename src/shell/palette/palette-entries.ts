import type { ShopStatus } from '../../../providers/shop-status';
import type { AnyDescriptor } from '../../engine/descriptor';
import { menuSections } from '../menu-entries';
import type { MenuPage } from '../menu-pages';

/** A page the palette goes to: exactly the side menu's entries for this shop (its access), in its order. */
export interface PalettePage {
  id: string;
  labelKey: string;
  to: string;
}

export function palettePages(descriptors: readonly AnyDescriptor[], pages: MenuPage[], status: ShopStatus | undefined): PalettePage[] {
  return menuSections(descriptors, pages, status).flatMap((section) => section.entries.map((e) => ({ id: `page:${e.route}`, labelKey: e.labelKey, to: e.route })));
}

/** Whether every word typed is in the label, in any case (`зак 12` finds "Заказ №12…"). */
export function matchesQuery(label: string, query: string): boolean {
  const text = label.toLocaleLowerCase();
  return query
    .toLocaleLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}
