import type { PickupPoint } from './pickup-points-api';
import { defineParts } from '../../src/engine/descriptor';
import { pointColumns } from './list/columns';
import { BulkToggle } from './list/bulk-toggle';
import { CreatePointButton } from './list/create-button';
import { pickupPointsTexts } from './texts';

/** What the pickup-points pages need once open: the list's columns, bulk controls, the create button, the texts. */
export default defineParts<PickupPoint>({
  list: {
    customisableColumns: true,
    columns: pointColumns,
    bulkControls: BulkToggle,
    // Issue 28: without pickup_points.manage the create button is left out; the switch, the bulk
    // enable/disable and the form's save stay in place, disabled with the reason (resources/pickup-points).
    pageActions: [{ component: CreatePointButton, right: 'pickup_points.manage' }],
  },
  i18n: pickupPointsTexts,
});
