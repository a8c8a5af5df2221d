/** Phone /orders/{id} (placeholder until the mobile screen lands). */
export default function MobileOrderDetails() {
  return null;
}
