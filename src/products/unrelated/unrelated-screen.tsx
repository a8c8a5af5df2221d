import type { ScreenProps } from '../../engine/descriptor';
import { ProductsFrame } from '../products-frame';

export default function UnrelatedScreen(_props: ScreenProps) {
  return <ProductsFrame tab="unrelated">{null}</ProductsFrame>;
}
