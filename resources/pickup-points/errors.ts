import type { ErrorCatalogue } from '../../providers/http/error-catalogue';

/**
 * The pickup-point service's known refusals (merchant-profile, spec 3 §8). Where the refusal
 * concerns one field of the form, the form shows the text on that field (`field` is the form
 * item's name); the rest are the save's or the switch's toast. A point that is gone re-reads the list.
 */
export const pickupPointErrors: ErrorCatalogue = [
  { status: 409, key: 'pickup_point_exists', text: 'pickup-points.form.errors.storeIdTaken', field: 'store_id' },
  { status: 400, key: 'pickup_point_store_id_invalid', words: /reserved/, text: 'pickup-points.form.errors.storeIdReserved', field: 'store_id' },
  { status: 400, key: 'pickup_point_store_id_invalid', text: 'pickup-points.form.errors.storeIdFormat', field: 'store_id' },
  { status: 400, key: 'pickup_point_store_id_immutable', text: 'pickup-points.form.hints.storeIdImmutable', field: 'store_id' },
  { status: 400, key: 'pickup_point_priority_invalid', text: 'pickup-points.form.errors.priority', field: 'priority' },
  { status: 400, key: 'pickup_point_delivery_days_invalid', text: 'pickup-points.form.errors.deliveryDays', field: 'deliveryDays' },
  { status: 400, key: 'pickup_point_phone_invalid', text: 'pickup-points.form.errors.phone', field: 'phone' },
  { status: 400, key: 'pickup_point_floor_error', text: 'pickup-points.form.errors.floorTooLong', field: 'floor' },
  { status: 400, key: 'pickup_point_address_invalid', text: 'pickup-points.form.errors.address', field: 'address' },
  { status: 400, key: 'pickup_point_time_error', text: 'pickup-points.schedule.errors.order' },
  { status: 400, key: 'pickup_point_time_overlap', text: 'pickup-points.schedule.errors.overlap' },
  { status: 400, key: 'pickup_point_no_weekday', text: 'pickup-points.schedule.noWorkingDay' },
  { status: 400, key: 'pickup_point_schedule_invalid', text: 'pickup-points.form.errors.schedule' },
  { status: 400, key: 'pickup_point_field_required', text: 'pickup-points.form.errors.fieldsRequired' },
  { status: 400, key: 'pickup_point_too_long', text: 'pickup-points.form.errors.tooLong' },
  { status: 400, key: 'pickup_point_invalid', text: 'pickup-points.form.errors.invalid' },
  { status: 400, key: 'pickup_point_store_ids_required', text: 'pickup-points.errors.selection', stale: true },
  { status: 400, key: 'pickup_point_store_ids_invalid', text: 'pickup-points.errors.selection', stale: true },
  { status: 404, key: 'pickup_point_not_found', text: 'pickup-points.errors.gone', stale: true },
];
