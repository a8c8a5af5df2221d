import { useQueryClient } from '@tanstack/react-query';
import { App, type FormInstance } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isAppError } from '../../providers/http/errors';
import { toShopStatus, writeShopStatus } from '../../providers/shop-status';
import { errorKey } from '../../providers/http/error-key';
import { toRegistrationBody, type RegisterValues } from './body';
import { QUERY_KEYS, registrationApi } from './register-services';

/** Where a registration lands (spec 1 §2); that page belongs to the products area. */
export const AFTER_REGISTRATION = '/products/upload/manual';

/** Server keys that name a field: the message goes under that field. */
const FIELD_ERRORS: Record<string, [keyof RegisterValues, string]> = {
  register_account_bank_number_input_error: ['accountNumber', 'register_account_bank_number_input_error'],
  register_bik_input_error: ['bik', 'register.errors.bik'],
  register_kbe_input_error: ['kbe', 'register.errors.kbe'],
  register_bin_input_error: ['bin', 'register.errors.bin'],
  register_phone_input_error: ['phone', 'register.errors.phone'],
  register_floor_input_error: ['floor', 'register.errors.floor'],
};

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
      const field = isAppError(error) ? FIELD_ERRORS[error.key] : undefined;
      if (field) {
        form.setFields([{ name: field[0], errors: [t(field[1])] }]);
        form.scrollToField(field[0]);
      } else {
        message.error(t(isAppError(error) && error.key === 'register_already_done' ? 'register.errors.alreadyDone' : errorKey(error, i18n)));
      }
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  return { submit, submitting };
}
