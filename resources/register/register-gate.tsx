import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { readShopStatus } from '../../providers/shop-status';

/** /register opens for a shop with status new only (spec 1 §4); any other goes to its start page. */
export function RegisterGate({ children }: { children: ReactNode }) {
  return readShopStatus() === 'NEW' ? <>{children}</> : <Navigate to="/" replace />;
}
