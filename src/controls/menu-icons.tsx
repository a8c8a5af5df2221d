import CreditCardOutlined from '@ant-design/icons-svg/es/asn/CreditCardOutlined';
import EnvironmentOutlined from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import PercentageOutlined from '@ant-design/icons-svg/es/asn/PercentageOutlined';
import RollbackOutlined from '@ant-design/icons-svg/es/asn/RollbackOutlined';
import ShoppingCartOutlined from '@ant-design/icons-svg/es/asn/ShoppingCartOutlined';
import ShoppingOutlined from '@ant-design/icons-svg/es/asn/ShoppingOutlined';
import StarOutlined from '@ant-design/icons-svg/es/asn/StarOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import WalletOutlined from '@ant-design/icons-svg/es/asn/WalletOutlined';
import type { ComponentType } from 'react';
import { leanIcon } from './lean-icon';

/**
 * The icons a descriptor's menu entry may name. A descriptor names its icon (a string) rather
 * than importing it: the descriptor list is loaded by the entry to start the landing route, and
 * an imported icon brought React and the icon base into the entry with it. The side menu
 * resolves the name here. A new resource's icon is added to this list. Each is a lean icon (one
 * element: lean-icon.tsx), as the menu is on every screen.
 */
export const MENU_ICONS = {
  CreditCardOutlined: leanIcon(CreditCardOutlined),
  EnvironmentOutlined: leanIcon(EnvironmentOutlined),
  PercentageOutlined: leanIcon(PercentageOutlined),
  RollbackOutlined: leanIcon(RollbackOutlined),
  ShoppingCartOutlined: leanIcon(ShoppingCartOutlined),
  ShoppingOutlined: leanIcon(ShoppingOutlined),
  StarOutlined: leanIcon(StarOutlined),
  TeamOutlined: leanIcon(TeamOutlined),
  WalletOutlined: leanIcon(WalletOutlined),
} satisfies Record<string, ComponentType<{ 'aria-hidden'?: boolean }>>;

export type MenuIconName = keyof typeof MENU_ICONS;
