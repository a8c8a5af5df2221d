/** Phone /orders (placeholder until the mobile screen lands). */
export default function MobileOrdersList() {
  return null;
}
