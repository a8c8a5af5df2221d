import { mergeTexts } from '../../../providers/i18n/merge';
import { LOCALES, type ResourceTexts } from '../../../providers/i18n/types';
import { ordersActionsTexts } from './actions';
import { ordersCommonTexts } from './common';
import { ordersDetailsTexts } from './details';
import { ordersErrorsTexts } from './errors';
import { ordersListTexts } from './list';
import { ordersMobileTexts } from './mobile';
import { ordersQueueTexts } from './queue';

const parts = [ordersCommonTexts, ordersListTexts, ordersDetailsTexts, ordersActionsTexts, ordersMobileTexts, ordersQueueTexts, ordersErrorsTexts];

/** All orders texts, one tree per language (a key defined twice with two texts throws). */
export const ordersTexts = Object.fromEntries(LOCALES.map((l) => [l, mergeTexts(parts.map((p) => p[l]))])) as ResourceTexts;
