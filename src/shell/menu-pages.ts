import { CloudUploadOutlined, QuestionCircleOutlined, SettingOutlined } from '../controls/lean-icons';
import type { ComponentType } from 'react';
import { MAIN_AREA_STATUSES } from '../../providers/access';
import type { MenuGroup, ShopStatus } from '../engine/descriptor';

/**
 * Side-menu entries that are pages, not resources (spec 1 §2 Page shell). Resources bring
 * their own entry (descriptor `menu`); both are merged by `order` within their level:
 *   top level: orders 10, reviews 20, refunds 30
 *   products:  products 10, price-list upload 20
 *   finance:   installments 10, finance 20
 *   other:     pickup points 10, employees 20, help 30, settings 40
 * `available` is true only once the page's route exists: an entry whose page is not built
 * would be a dead link, so it stays out of the menu until then.
 */
export interface MenuPage {
  route: string;
  /** The paths the entry stands for, when wider than its route (the upload page's tabs and events). */
  section?: string;
  labelKey: string;
  icon: ComponentType<{ 'aria-hidden'?: boolean }>;
  group?: MenuGroup;
  order: number;
  access: ShopStatus[];
  available: boolean;
}

export const menuPages: MenuPage[] = [
  { route: '/products/upload/manual', section: '/products/upload', labelKey: 'shell.pages.upload', icon: CloudUploadOutlined, group: 'products', order: 20, access: MAIN_AREA_STATUSES, available: true },
  { route: '/faq', labelKey: 'shell.pages.faq', icon: QuestionCircleOutlined, group: 'other', order: 30, access: MAIN_AREA_STATUSES, available: true },
  { route: '/profile/settings', labelKey: 'shell.pages.settings', icon: SettingOutlined, group: 'other', order: 40, access: MAIN_AREA_STATUSES, available: true },
];
