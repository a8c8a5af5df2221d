import type { ResourceTexts } from '../../providers/i18n/types';
import { resources } from '../../resources';
import { titlesOf } from '../../src/engine/titles';
import { helpTexts } from '../../resources/help/texts';
import { noticesTexts } from '../../src/shell/notices/texts';
import { profileTexts } from '../../resources/profile/texts';
import { priceListsTexts } from '../../resources/price-lists/texts';
import { productsPageTexts } from '../../resources/products/texts';
import { shellPageTexts } from '../../src/shell/page-texts';
import { shellTexts } from '../../src/shell/texts';
import { appTexts } from '../../src/app/app-texts';

export { appTexts };

/**
 * Every bundled text of the app: the frame's (loaded first), the areas' that come with their
 * code (shell, notices, help, profile, price lists, the products page), the resources' titles and each resource's parts.
 */
export async function loadAllBundles(): Promise<ResourceTexts[]> {
  const parts = await Promise.all(resources.map((r) => r.parts()));
  return [...appTexts, shellTexts, shellPageTexts, noticesTexts, helpTexts, profileTexts, priceListsTexts, productsPageTexts, titlesOf(resources), ...parts.map((p) => p.default.i18n)];
}
