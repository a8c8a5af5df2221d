import { defineParts } from '../../../src/engine/descriptor';
import { unrelatedTexts } from '../texts';
import type { UnrelatedRow } from '../types';

/** The unmatched rows are laid out by their own screen (resources/products/unrelated); the parts bring the texts. */
export default defineParts<UnrelatedRow>({
  list: { columns: [] },
  i18n: unrelatedTexts,
});
