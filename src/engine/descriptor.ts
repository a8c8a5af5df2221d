import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import type { Rule } from 'antd/es/form';
import type { BaseRecord, CrudFilter } from '@refinedev/core';
import type { DialectName } from '../../providers/dialects/types';
import type { ServiceName } from '../../providers/services';
import type { ResourceTexts } from '../../providers/i18n/types';

/**
 * A resource descriptor: everything the app needs to list, show and edit one resource.
 * Plain data plus small render functions; `src/engine` renders any descriptor, and
 * `resources/index.ts` is the one list the resources array, routes and menu come from.
 *
 * Translation keys follow one convention (see README): `<name>.titles.list|show|edit`,
 * `<name>.fields.<key>`, `<name>.filters.<key>`, `<name>.actions.<key>`, `<name>.toasts.<key>`.
 */
export interface ResourceDescriptor<T extends BaseRecord = BaseRecord> {
  /** Refine resource name and translation namespace, e.g. `reviews`. */
  name: string;
  /** List route; show is `${route}/:id`, edit `${route}/:id/edit` unless overridden. */
  route: string;
  /** Side-menu entry; absent for resources reached only from another screen. */
  menu?: MenuEntry;
  /** Shop statuses that may open it (spec 1 §4). */
  access: ShopStatus[];
  backend: BackendSpec<T>;
  list?: ListSpec<T>;
  show?: ShowSpec<T>;
  edit?: EditSpec<T>;
  /** Bundled texts for this resource, by language; same keys in all three. */
  i18n: ResourceTexts;
}

export type ShopStatus = 'NEW' | 'ON_CHECK' | 'ACTIVE' | 'DISABLED';
export type { Locale, TextTree, ResourceTexts } from '../../providers/i18n/types';

export type MenuGroup = 'products' | 'finance' | 'other';
export interface MenuEntry {
  /** Translation key of the label; defaults to `<name>.titles.list`. */
  labelKey?: string;
  icon: ReactNode;
  /** Top level when absent; otherwise inside the named group (spec 1 §2 Page shell). */
  group?: MenuGroup;
  /** Position in its level, lower first. */
  order: number;
}

// The record type is kept for descriptors that name it; `idField` is a plain string so that
// a ResourceDescriptor<Review> stays assignable to AnyResource.
export interface BackendSpec<_T = unknown> {
  service: ServiceName;
  dialect: DialectName;
  /** Path of the list call, e.g. `/feedback/api/v1/reviews/merchants`. */
  listPath: string;
  /** Path of the one-record call; receives the id. */
  onePath?: (id: string) => string;
  /** Where the one-record answer keeps the record (`''` or absent: the body itself). */
  oneKey?: string;
  /** Path of the update call (method PUT unless `updateMethod` says otherwise). */
  updatePath?: (id: string) => string;
  updateMethod?: 'PUT' | 'PATCH' | 'POST';
  createPath?: string;
  /** The record's id field; default `id`. */
  idField?: string;
  /** Fixed query parameters sent with every list call (e.g. `event_type=...`). */
  fixedQuery?: Record<string, string | string[]>;
}

export interface ColumnSpec<T> {
  /** Field key; also the translation key `<name>.fields.<key>` of the header. */
  key: string;
  /** Renders the cell; default shows `record[key]`. */
  render?(record: T): ReactNode;
  /** Backend sort key; present = the column is sortable. */
  sortKey?: string;
  width?: number;
  align?: 'left' | 'right' | 'center';
  /** Hidden until the user turns it on in the column-customisation dialog. */
  defaultHidden?: boolean;
  /** Always shown, cannot be turned off. */
  required?: boolean;
  ellipsis?: boolean;
  /** Stays in view while the table scrolls sideways (e.g. the record's number). */
  fixed?: 'left';
}

export interface FilterOption {
  value: string;
  /** Translation key of the option's label. */
  labelKey: string;
}

interface FilterBase {
  /** The backend parameter this filter sets (and its key in the URL). */
  field: string;
  /** Translation key of the label/placeholder; default `<name>.filters.<field>`. */
  labelKey?: string;
}

export type FilterSpec =
  | (FilterBase & { kind: 'search' })
  | (FilterBase & { kind: 'multiSelect'; options: FilterOption[]; defaultValue?: string[]; allOption?: boolean })
  | (FilterBase & { kind: 'singleSelect'; options: FilterOption[]; defaultValue?: string })
  | (FilterBase & {
      kind: 'dateRange';
      /** Default range as [from, to] ISO instants, computed at the moment the list opens. */
      defaultValue?: () => [string, string];
      presets?: Array<'today' | 'week' | 'month'>;
    })
  | (FilterBase & { kind: 'checkbox'; defaultValue?: boolean });

export interface ActionContext<T> {
  record: T;
  /** Re-reads the list or the record after the action. */
  refresh: () => void;
}

export interface RowAction<T> {
  key: string;
  /** Translation key of the label; default `<name>.actions.<key>`. */
  labelKey?: string;
  icon?: ReactNode;
  danger?: boolean;
  visible?(record: T): boolean;
  run(ctx: ActionContext<T>): void | Promise<void>;
}

export interface BulkAction<T> {
  key: string;
  labelKey?: string;
  danger?: boolean;
  run(records: T[], refresh: () => void): void | Promise<void>;
}

export interface ListSpec<T> {
  columns: ColumnSpec<T>[];
  filters?: FilterSpec[];
  /** Rows per page; the spec's default is 20. */
  pageSize?: number;
  defaultSort?: { field: string; order: 'asc' | 'desc' };
  /** Expanded-row content; rows are expandable when given. */
  expandable?: { render(record: T): ReactNode; rowExpandable?(record: T): boolean };
  /** Where a row click goes; default the show page when a show section exists. */
  rowLink?(record: T): string;
  rowActions?: RowAction<T>[];
  /**
   * Actions shown over the right end of a row while it is hovered or has keyboard focus
   * (a custom component per record, e.g. decisions that open their own dialogs). Clicks in
   * them never open the record.
   */
  hoverActions?(record: T): ReactNode;
  bulkActions?: BulkAction<T>[];
  /** Buttons in the page header (report downloads, links); get the current filters. */
  pageActions?: ComponentType<{ filters: CrudFilter[] }>[];
  /** Extra blocks above the table (statistics cards); get the current filters. */
  header?: ComponentType<{ filters: CrudFilter[] }>;
  /** Offer the column-customisation dialog (choice remembered in the browser). */
  customisableColumns?: boolean;
  /** A screen the engine cannot express replaces the generic list entirely. */
  component?: LazyExoticComponent<ComponentType>;
}

export interface ShowField<T> {
  key: string;
  render?(record: T): ReactNode;
  /** Grid span in a 24-column row; default 12. */
  span?: number;
}

export interface ShowSpec<T> {
  fields: ShowField<T>[];
  /** Title of the page from the record (e.g. `Отзыв №123`). */
  title?(record: T): ReactNode;
  /** Breadcrumb back to the list is always shown; extra blocks below the fields. */
  extra?(record: T): ReactNode;
  component?: LazyExoticComponent<ComponentType>;
}

export interface FormFieldSpec {
  name: string | string[];
  kind: 'text' | 'textarea' | 'number' | 'select' | 'checkbox' | 'switch' | 'phone' | 'time';
  /** antd rules; messages are translation keys, translated by the engine. */
  rules?: Rule[];
  options?: FilterOption[];
  span?: number;
  /** Read-only after creation. */
  immutable?: boolean;
}

export interface EditSpec<T> {
  fields: FormFieldSpec[];
  /** Turns the form's values into the update/create body. */
  toBody?(values: Record<string, unknown>, record?: T): unknown;
  component?: LazyExoticComponent<ComponentType>;
}

/** Any descriptor, as the engine and the resources list hold them. */
// Methods above are bivariant, so a ResourceDescriptor<Review> is a ResourceDescriptor<BaseRecord>.
export type AnyResource = ResourceDescriptor<BaseRecord>;

export function defineResource<T extends BaseRecord>(descriptor: ResourceDescriptor<T>): ResourceDescriptor<T> {
  return descriptor;
}
