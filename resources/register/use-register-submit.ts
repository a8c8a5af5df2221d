import { useQueryClient } from '@tanstack/react-query';
import { App, type FormInstance } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toShopStatus, writeShopStatus } from '../../providers/shop-status';
import { describeError } from '../../providers/http/error-policy';
import { registerErrors } from './errors';
import { toRegistrationBody, type RegisterValues } from './body';
import { QUERY_KEYS, registrationApi } from './register-services';

/** Where a registration lands (spec 1 §2); that page belongs to the products area. */
export const AFTER_REGISTRATION = '/products/upload/manual';

/** Server keys that name a field: the message goes under that field. */
/**
 * Sends the registration once (a second click while it is on the way does nothing), then
 * refreshes the shop profile, the city list and the pickup points, keeps the shop status the
 * answer gives (on check) and opens the product upload page.
 */
export function useRegisterSubmit(form: FormInstance<RegisterValues>, cityName: (id: string) => string) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const busy = useRef(false);
  const [submitting, setSubmitting] = useState(false);

  const refresh = async () => {
    const [profile] = await Promise.allSettled([
      queryClient.fetchQuery({ queryKey: QUERY_KEYS.profile, queryFn: registrationApi.getShopProfile, staleTime: 0 }),
      queryClient.fetchQuery({ queryKey: QUERY_KEYS.cities, queryFn: registrationApi.getCities, staleTime: 0 }),
      queryClient.fetchQuery({ queryKey: QUERY_KEYS.pickupPoints, queryFn: registrationApi.getPickupPoints, staleTime: 0 }),
    ]);
    return profile.status === 'fulfilled' ? profile.value : undefined;
  };

  const submit = async (values: RegisterValues) => {
    if (busy.current) return;
    busy.current = true;
    setSubmitting(true);
    try {
      const answer = await registrationApi.register(toRegistrationBody(values, cityName(values.cityId)));
      const profile = await refresh();
      writeShopStatus(toShopStatus(profile?.status ?? answer.status) ?? 'ON_CHECK');
      // The header's shop (identity) and any list cached while the shop was new.
      void queryClient.invalidateQueries();
      message.success(t('register.toasts.sent'));
      navigate(AFTER_REGISTRATION, { replace: true });
    } catch (error) {
      // The area's catalogue (errors.ts): a field the service finds wrong is marked on that field.
      const shown = describeError(t, (k) => i18n.exists(k), error, { catalogue: registerErrors });
      const field = shown.field as keyof RegisterValues | undefined;
      if (field) {
        form.setFields([{ name: field, errors: [shown.text] }]);
        form.scrollToField(field);
      } else {
        message.error(shown.text);
      }
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  return { submit, submitting };
}
