import { CreditCardOutlined, EnvironmentOutlined, PercentageOutlined, RollbackOutlined, ShoppingCartOutlined, ShoppingOutlined, StarOutlined, TeamOutlined, WalletOutlined } from '@ant-design/icons';
import type { ComponentType } from 'react';

/**
 * The icons a descriptor's menu entry may name. A descriptor names its icon (a string) rather
 * than importing it: the descriptor list is loaded by the entry to start the landing route, and
 * an imported icon brought React and the icon base into the entry with it. The side menu
 * resolves the name here. A new resource's icon is added to this list.
 */
export const MENU_ICONS = {
  CreditCardOutlined,
  EnvironmentOutlined,
  PercentageOutlined,
  RollbackOutlined,
  ShoppingCartOutlined,
  ShoppingOutlined,
  StarOutlined,
  TeamOutlined,
  WalletOutlined,
} satisfies Record<string, ComponentType<{ 'aria-hidden'?: boolean }>>;

export type MenuIconName = keyof typeof MENU_ICONS;
