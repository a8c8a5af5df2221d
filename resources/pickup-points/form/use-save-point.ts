import { useCallback, useRef, useState } from 'react';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { pickupPointsApi, usePointToasts, usePointsChanged } from '../pickup-points-services';
import { toPointBody, type PointFormValues } from '../rules/body';

/**
 * Create (POST) or edit (PUT .../{id}) with the body of spec 3 §7. One request at a time (a
 * double click sends one); the form keeps every value on a refusal, which the area's catalogue
 * says in the user's language: on the field it concerns (a store id already taken → the id
 * field), else in the failure toast (spec 3 §8); success toasts, refreshes the lists and calls `onSaved`.
 */
export function useSavePoint(editId: string | undefined, onSaved: () => void, form?: FormInstance<PointFormValues>) {
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
        const shown = toasts.describe(error);
        const field = shown.field && form && shown.field in form.getFieldsValue(true) ? shown.field : undefined;
        if (field && form) {
          form.setFields([{ name: field as keyof PointFormValues, errors: [shown.text] }]);
          form.scrollToField(field, { block: 'center', focus: true });
        } else toasts.failure('pickup-point-save', error, (message) => t('pickup-points.toasts.saveFailed', { message }), shown);
      } finally {
        inFlight.current = false;
        setSaving(false);
      }
    },
    [editId, toasts, changed, onSaved, t, form],
  );

  return { save, saving };
}
