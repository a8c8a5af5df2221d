import type { ErrorCatalogue } from '../../providers/http/error-catalogue';

/**
 * The registration service's known refusals: a field it finds wrong is shown on that field of
 * the form (`field` is the form item's name), the rest as the submit's toast.
 */
export const registerErrors: ErrorCatalogue = [
  { status: 400, key: 'register_account_bank_number_input_error', text: 'register_account_bank_number_input_error', field: 'accountNumber' },
  { status: 400, key: 'register_bik_input_error', text: 'register.errors.bik', field: 'bik' },
  { status: 400, key: 'register_kbe_input_error', text: 'register.errors.kbe', field: 'kbe' },
  { status: 400, key: 'register_bin_input_error', text: 'register.errors.bin', field: 'bin' },
  { status: 400, key: 'register_phone_input_error', text: 'register.errors.phone', field: 'phone' },
  { status: 400, key: 'register_floor_input_error', text: 'register.errors.floor', field: 'floor' },
  { status: 400, key: 'register_field_required', text: 'register.errors.fieldsRequired' },
  { status: 400, key: 'pickup_point_time_error', text: 'register.errors.scheduleTime' },
  { status: 409, key: 'register_already_done', text: 'register.errors.alreadyDone' },
];
