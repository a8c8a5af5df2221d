import { defineParts } from '../../src/engine/descriptor';
import { unrelatedTexts } from '../products/texts';
import type { UnrelatedRow } from '../products/types';

/** The unmatched rows are laid out by their own screen (src/products/unrelated); the parts bring the texts. */
export default defineParts<UnrelatedRow>({
  list: { columns: [] },
  i18n: unrelatedTexts,
});
