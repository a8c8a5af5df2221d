import type { ScreenProps } from '../../../src/engine/descriptor';
import { ListPage } from '../../../src/engine/list-page';
import { ProductsFrame } from '../products-frame';

/** /products/nosuitable: the engine's list (search, 20 a page, URL state) as the page's third tab. */
export default function NoSuitableScreen({ resource }: ScreenProps) {
  return (
    <ProductsFrame tab="nosuitable">
      <ListPage descriptor={resource} embedded />
    </ProductsFrame>
  );
}
