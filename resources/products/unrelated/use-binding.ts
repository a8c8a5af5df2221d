import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAppError } from '../../../providers/http/errors';
import type { UnrelatedRow } from '../types';
import { bindErrorKind, bulkOutcome, type BindErrorKind } from '../rules/bulk-outcome';
import { productsApi, useProductListsChanged, useProductToasts } from '../products-services';
import { useUndo } from '../../../src/engine/undo/use-undo';

/** A failed bind of one partner sku (spec 3 §3: binding errors keyed by partner sku). */
export type BindErrors = Record<string, BindErrorKind>;

const kindOf = (error: unknown): BindErrorKind => (isAppError(error) ? bindErrorKind(error.statusCode, error.serverMessage) : 'generic');

/**
 * Binding and "no suitable" for the unmatched list: one row, or the selection. Every change
 * runs once at a time (a double click sends one request); the lists re-read afterwards.
 * Bulk outcomes per spec 3 §4/§8: all bound → selection cleared + success toast; some → the
 * half-success toast (a warning, with the counts) and the failed rows stay selected with their cards; none → failure toast.
 * "Нет подходящего" waits for its toast (issue 33): the rows leave the list at once, "Отменить"
 * brings them back, and the call (PUT …/no-bp, which has no inverse call) is sent when the toast
 * goes; if it fails the rows come back with the failure toast.
 */
export function useBinding(setSelection: (skus: string[]) => void) {
  const { t } = useTranslation();
  const toasts = useProductToasts();
  const changed = useProductListsChanged();
  const [errors, setErrors] = useState<BindErrors>({});
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const guarded = useCallback(async (fn: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await fn();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, []);

  const remember = (sku: string, kind: BindErrorKind | undefined) =>
    setErrors((all) => {
      const next = { ...all };
      if (kind) next[sku] = kind;
      else delete next[sku];
      return next;
    });

  /** Binds one row to a base product; answers whether it was bound. Failures leave the card on the row. */
  const bindOne = async (row: UnrelatedRow, storeSku: string): Promise<boolean> => {
    try {
      await productsApi.bind(row.products.sku, storeSku);
      remember(row.products.sku, undefined);
      toasts.success(`bind-${row.products.sku}`, t('unrelated.toasts.bound', { name: row.products.name }));
      await changed('unrelated', 'products');
      return true;
    } catch (error) {
      remember(row.products.sku, kindOf(error));
      // The toast says what the card says, in the user's language (the drawer closes on success only).
      const shown = toasts.describe(error, 'unrelated.errors.generic');
      toasts.failure(`bind-${row.products.sku}`, shown.text, shown.detail);
      if (shown.stale) void changed('unrelated', 'products');
      return false;
    }
  };

  const bindMany = (rows: UnrelatedRow[]) =>
    guarded(async () => {
      const results = await Promise.allSettled(
        rows.map((row) => (row.variants.hits[0] ? productsApi.bind(row.products.sku, row.variants.hits[0].id) : Promise.reject(new Error('no variant')))),
      );
      const failed: BindErrors = {};
      results.forEach((r, i) => {
        if (r.status === 'rejected') failed[rows[i].products.sku] = kindOf(r.reason);
      });
      const failedSkus = Object.keys(failed);
      setErrors((all) => {
        const next = { ...all };
        rows.forEach((row) => delete next[row.products.sku]);
        return { ...next, ...failed };
      });
      const outcome = bulkOutcome(rows.length - failedSkus.length, failedSkus.length);
      if (outcome === 'success') toasts.success('bulk-bind', t('unrelated.toasts.bulkSuccess', { count: rows.length }));
      else if (outcome === 'partial') toasts.warning('bulk-bind', t('unrelated.toasts.bulkPartial', { ok: rows.length - failedSkus.length, total: rows.length }));
      else toasts.failure('bulk-bind', t('unrelated.toasts.bulkFailure'));
      setSelection(failedSkus);
      if (outcome !== 'failure') await changed('unrelated', 'products');
    });

  const offerUndo = useUndo();
  /** Rows moved to "no suitable" whose call waits for its toast (or for the lists' re-read after it). */
  const [setAside, setSetAside] = useState<string[]>([]);
  const bringBack = (skus: string[]) => setSetAside((all) => all.filter((sku) => !skus.includes(sku)));
  const noSuitable = (rows: UnrelatedRow[], after?: () => void) =>
    guarded(async () => {
      const skus = rows.map((r) => r.products.sku);
      setSetAside((all) => [...all, ...skus]);
      setSelection([]);
      after?.();
      offerUndo({
        key: `no-bp-${skus.join(',')}`,
        message: t('unrelated.toasts.noSuitable', { count: rows.length }),
        commit: async () => {
          await productsApi.noSuitable(skus);
          await changed('unrelated', 'nosuitable');
          bringBack(skus); // the re-read list no longer has them
        },
        onUndone: () => bringBack(skus),
        onFailed: (error) => {
          bringBack(skus);
          const shown = toasts.describe(error);
          toasts.failure('no-bp', t('unrelated.toasts.noSuitableFailed', { message: shown.text }), shown.detail);
        },
      });
    });

  return { errors, busy, setAside, bindFirst: (row: UnrelatedRow) => guarded(async () => void (await bindOne(row, row.variants.hits[0].id))), bindOne, bindMany, noSuitable, guarded };
}

export type Binding = ReturnType<typeof useBinding>;
