/** A customer review (spec 2 §3 Review). */
export interface Review {
  [key: string]: unknown;
  id: string;
  rating: number;
  merchant_order_id: string;
  order_id: string;
  text: string;
  advantages: string;
  disadvantages: string;
  created_at: string;
  merchant_sku: string;
  order_completed_at: string;
  product_title: { ru: string };
  images_urls: string[];
  quantity: number;
}
