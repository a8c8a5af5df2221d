import { useGetIdentity } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import type { ShopProfile, UserInfo } from '../../providers/api/auth-api';
import { session } from '../../providers/session';
import { toShopStatus, type ShopStatus } from '../../providers/shop-status';
import { authApi } from '../../providers/auth-services';

interface Identity {
  user: UserInfo | null;
  shop: ShopProfile;
}

export interface ShopIdentity {
  shop?: ShopProfile;
  status?: ShopStatus;
  user?: UserInfo | null;
  /** The person's roles in this shop. */
  roles: string[];
  /** Other shops this person may switch to (partners minus one); undefined until known. */
  otherShops?: number;
}

/** What the shop menu shows: the shop, its status, the person and their roles (spec 1 §2). */
export function useShopIdentity(): ShopIdentity {
  const { data: identity } = useGetIdentity<Identity>();
  const partners = useQuery({ queryKey: ['shell', 'partners'], queryFn: () => authApi.getPartners(), staleTime: 5 * 60_000 });
  const mid = session.get().mid;
  const list = partners.data;
  return {
    shop: identity?.shop,
    status: toShopStatus(identity?.shop?.status),
    user: identity?.user,
    roles: list?.find((p) => p.mid === mid)?.roles ?? [],
    otherShops: list ? Math.max(0, list.length - 1) : undefined,
  };
}
