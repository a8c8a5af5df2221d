import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickupPointsApi, usePointToasts, usePointsChanged } from '../pickup-points-services';
import { toPointBody, type PointFormValues } from '../rules/body';

/**
 * Create (POST) or edit (PUT .../{id}) with the body of spec 3 §7. One request at a time (a
 * double click sends one); a refusal is a toast with the server's message (spec 3 §8) and
 * the form keeps every value; success toasts, refreshes the lists and calls `onSaved`.
 */
export function useSavePoint(editId: string | undefined, onSaved: () => void) {
  const { t } = useTranslation();
  const toasts = usePointToasts();
  const changed = usePointsChanged();
  const [saving, setSaving] = useState(false);
  const inFlight = useRef(false);

  const save = useCallback(
    async (values: PointFormValues) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setSaving(true);
      const body = toPointBody(values);
      try {
        const saved = editId ? await pickupPointsApi.update(editId, body) : await pickupPointsApi.create(body);
        toasts.success('pickup-point-save', t(editId ? 'pickup-points.toasts.saved' : 'pickup-points.toasts.created', { name: saved.name }));
        await changed(saved.store_id);
        onSaved();
      } catch (error) {
        toasts.failure('pickup-point-save', error, (message) => t('pickup-points.toasts.saveFailed', { message }));
      } finally {
        inFlight.current = false;
        setSaving(false);
      }
    },
    [editId, toasts, changed, onSaved, t],
  );

  return { save, saving };
}
