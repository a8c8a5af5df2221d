import { badRequest, notFound, readJsonObject } from '../http';
import type { Installment, NewInstallmentStatus } from '../seed/installments';
import { categoriesOf } from '../seed/merchant-catalog';
import type { SandboxApp, SandboxContext, SandboxContextOf } from '../types';
import { participationCsv, participatingSlugs, programmeProducts } from './installment-products';
import { csvResponse, reportLang } from '../excel-csv';

/**
 * The participation calls of the new programme. The spec does not show them ("submit calls
 * of the participation wizard: not shown"); designed in the installment service's style and
 * named once more in resources/installments/installments-api.ts and the dialect table:
 *
 *   POST /installment/api/v1/installments/{id}/subscribe    {categories: slug[], commissions: id[]}  merch_available → subscribed
 *   PUT  /installment/api/v1/installments/{id}/categories   {categories: slug[]}                    subscribed only
 *   PUT  /installment/api/v1/installments/{id}/commissions  {commissions: id[]}                     subscribed only
 *   POST /installment/api/v1/installments/{id}/pause        (no body)                               subscribed → subscription_paused
 *   POST /installment/api/v1/installments/{id}/resume       (no body)                               subscription_paused → subscribed
 *   POST /installment/api/v1/installments/{id}/disable      (no body)                               subscribed | paused → merch_available
 *   GET  /installment/api/v1/installments/{id}/report       → text/csv (participating products × commissions)
 *
 * Every change answers the promotion as it now is. Refusals: 400 {message, key}: a category
 * outside the promotion or not the shop's, a commission not offered, an empty choice,
 * categories for an all-categories promotion, a transition the status does not allow.
 */
const BASE = '/installment/api/v1/installments/:id';

const FROM: Record<string, readonly NewInstallmentStatus[]> = {
  subscribe: ['merch_available'],
  categories: ['subscribed'],
  commissions: ['subscribed'],
  pause: ['subscribed'],
  resume: ['subscription_paused'],
  disable: ['subscribed', 'subscription_paused'],
  report: ['subscribed', 'subscription_paused', 'completed', 'completed_and_participating'],
};

function refuseTransition(x: Installment, action: string): void {
  if (!FROM[action].includes(x.status)) badRequest(`${action} is not allowed for an installment in status ${x.status}`, 'installment_transition_not_allowed');
}

function stringList(body: Record<string, unknown>, name: string): string[] {
  const value = body[name];
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) badRequest(`${name} must be an array of strings`, 'installment_bad_body');
  return value as string[];
}

function idList(body: Record<string, unknown>, name: string): number[] {
  const value = body[name];
  if (!Array.isArray(value) || value.some((v) => !Number.isInteger(v))) badRequest(`${name} must be an array of ids`, 'installment_bad_body');
  return value as number[];
}

/** Checks the chosen categories against the promotion and the shop; all-categories promotions take none. */
function checkCategories(mid: string, x: Installment, slugs: string[]): void {
  if (x.categories.length === 0) {
    if (slugs.length) badRequest('the installment covers all categories: categories must be empty', 'installment_all_categories');
    return;
  }
  if (slugs.length === 0) badRequest('choose at least one category', 'installment_no_categories');
  const own = new Set(categoriesOf(mid).map((c) => c.slug));
  for (const slug of slugs) {
    const found = x.categories.find((c) => c.slug === slug);
    if (!found) badRequest(`category ${slug} is not in the installment`, 'installment_category_outside');
    if (!own.has(slug)) badRequest(`category ${slug} is not one of the shop's categories`, 'installment_category_not_merchant');
  }
}

function checkCommissions(x: Installment, ids: number[]): void {
  if (ids.length === 0) badRequest('choose at least one commission', 'installment_no_commissions');
  for (const id of ids) if (!x.commissions.some((k) => k.id === id)) badRequest(`commission ${id} is not offered by the installment`, 'installment_commission_not_offered');
}

const setCategories = (x: Installment, slugs: string[]) => x.categories.forEach((c) => (c.is_participating = slugs.includes(c.slug)));
const setCommissions = (x: Installment, ids: number[]) => x.commissions.forEach((k) => (k.is_participating = ids.includes(k.id)));

export function registerInstallmentActions(app: SandboxApp, ctx: SandboxContext, rows: (mid: string) => Installment[]): void {
  const find = (c: SandboxContextOf): Installment => {
    const id = Number(c.req.param('id'));
    return rows(c.get('mid')).find((x) => x.installment_id === id) ?? notFound('installment not found');
  };
  const done = (c: SandboxContextOf, x: Installment, status?: NewInstallmentStatus) => {
    if (status) x.status = status;
    x.is_enabled = x.status !== 'subscription_paused';
    x.updated_at = ctx.now().toISOString();
    ctx.store.save();
    return c.json(x);
  };

  app.post(`${BASE}/subscribe`, ctx.requireMerchant, ctx.requireRight('installments.manage'), async (c) => {
    const x = find(c);
    const body = await readJsonObject(c);
    refuseTransition(x, 'subscribe');
    const slugs = body.categories === undefined && x.categories.length === 0 ? [] : stringList(body, 'categories');
    const ids = idList(body, 'commissions');
    checkCategories(c.get('mid'), x, slugs);
    checkCommissions(x, ids);
    setCategories(x, slugs);
    setCommissions(x, ids);
    return done(c, x, 'subscribed');
  });

  app.put(`${BASE}/categories`, ctx.requireMerchant, ctx.requireRight('installments.manage'), async (c) => {
    const x = find(c);
    const body = await readJsonObject(c);
    refuseTransition(x, 'categories');
    if (x.categories.length === 0) badRequest('the installment covers all categories: categories cannot be changed', 'installment_all_categories');
    const slugs = stringList(body, 'categories');
    checkCategories(c.get('mid'), x, slugs);
    setCategories(x, slugs);
    return done(c, x);
  });

  app.put(`${BASE}/commissions`, ctx.requireMerchant, ctx.requireRight('installments.manage'), async (c) => {
    const x = find(c);
    const body = await readJsonObject(c);
    refuseTransition(x, 'commissions');
    const ids = idList(body, 'commissions');
    checkCommissions(x, ids);
    setCommissions(x, ids);
    return done(c, x);
  });

  app.post(`${BASE}/pause`, ctx.requireMerchant, ctx.requireRight('installments.manage'), (c) => {
    const x = find(c);
    refuseTransition(x, 'pause');
    return done(c, x, 'subscription_paused');
  });

  app.post(`${BASE}/resume`, ctx.requireMerchant, ctx.requireRight('installments.manage'), (c) => {
    const x = find(c);
    refuseTransition(x, 'resume');
    return done(c, x, 'subscribed');
  });

  app.post(`${BASE}/disable`, ctx.requireMerchant, ctx.requireRight('installments.manage'), (c) => {
    const x = find(c);
    refuseTransition(x, 'disable');
    setCategories(x, []);
    setCommissions(x, []);
    return done(c, x, 'merch_available');
  });

  app.get(`${BASE}/report`, ctx.requireMerchant, (c) => {
    const x = find(c);
    refuseTransition(x, 'report');
    if (participatingSlugs(c.get('mid'), x).size === 0) badRequest('the shop did not take part in this installment', 'installment_no_participation');
    return csvResponse(c, participationCsv(x, programmeProducts(c.get('mid'), [x]), reportLang(c)), `installment_${x.installment_id}.csv`);
  });
}
