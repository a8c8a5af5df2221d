/** Desktop /orders/{id} (placeholder until the details screen lands). */
export default function DesktopOrderDetails() {
  return null;
}
