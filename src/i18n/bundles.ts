import type { ResourceTexts } from '../../providers/i18n/types';
import { resources } from '../../resources';
import { titlesOf } from '../engine/titles';
import { helpTexts } from '../help/texts';
import { noticesTexts } from '../notices/texts';
import { profileTexts } from '../profile/texts';
import { priceListsTexts } from '../price-lists/texts';
import { productsPageTexts } from '../../resources/products/texts';
import { shellPageTexts } from '../shell/page-texts';
import { shellTexts } from '../shell/texts';
import { appTexts } from './app-texts';

export { appTexts };

/**
 * Every bundled text of the app: the frame's (loaded first), the areas' that come with their
 * code (shell, notices, help, profile, price lists, the products page), the resources' titles and each resource's parts.
 */
export async function loadAllBundles(): Promise<ResourceTexts[]> {
  const parts = await Promise.all(resources.map((r) => r.parts()));
  return [...appTexts, shellTexts, shellPageTexts, noticesTexts, helpTexts, profileTexts, priceListsTexts, productsPageTexts, titlesOf(resources), ...parts.map((p) => p.default.i18n)];
}
