import type { MenuIconName } from '../controls/menu-icons';
import type { ComponentType, CSSProperties, ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { Rule } from 'antd/es/form';
import type { BaseRecord, CrudFilter, DataProvider } from '@refinedev/core';
import type { Backend } from '../../providers/dialects/backend';
import type { HttpClient } from '../../providers/http/client';
import type { Locale, ResourceTexts } from '../../providers/i18n/types';
import type { UrlFilter } from './list-url';
import type { ExportCell } from './export/export-values';
import type { Right } from './rights-call';

/** A filter's value as the URL and the engine keep it: text, several values, a date range, a checkbox. */
export type FilterValue = string | string[] | [string, string] | boolean | undefined;

/**
 * A resource descriptor: everything the app needs to list, show and edit one resource, in
 * two halves so that the menu and the routes stay cheap while eleven resources arrive:
 *
 * - the descriptor itself (`resources/<name>/index.ts`): name, route, menu entry, access,
 *   backend, titles, which pages exist and the custom screens it names, as loaders. The app
 *   loads every descriptor with its menu;
 * - its `parts` (`resources/<name>/parts.tsx`, behind a dynamic import): columns, filters,
 *   show fields, form fields, actions and texts, which load with the open page, in the same
 *   wave as the page's screen (src/app/route-start.ts).
 *
 * The engine hands pages and custom screens the two merged (`Resource`), so no screen
 * imports its descriptor back. Translation keys follow one convention (see README):
 * `<name>.titles.list|show|edit`, `<name>.fields.<key>`, `<name>.filters.<key>`,
 * `<name>.actions.<key>`, `<name>.toasts.<key>`.
 */
export interface ResourceDescriptor<T extends BaseRecord = BaseRecord> {
  /** Refine resource name and translation namespace, e.g. `reviews`. */
  name: string;
  /** List route; show is `${route}/:id` (or `${showRoute}/:id`), edit `${route}/:id/edit`. */
  route: string;
  /** Where the show page lives when not under the list route (`/products/upload/events/:id`). */
  showRoute?: string;
  /** Side-menu entry; absent for resources reached only from another screen. */
  menu?: MenuEntry;
  /** Shop statuses that may open it (spec 1 §4). */
  access: ShopStatus[];
  backend: Backend;
  /** The pages it has; each gets its route. */
  pages: PageKind[];
  /** What the list asks the backend for (filters, sort, page size): its first call starts with the route. */
  list?: ListQuery;
  /** `<name>.titles.*` in every language: the menu and breadcrumbs need them before the page loads. */
  titles: Record<Locale, Partial<Record<PageKind, string>>>;
  /**
   * A show-route id that is not a record but the create form (`/profile/pickup-points/create`):
   * the route start asks for no record then.
   */
  createId?: string;
  /**
   * The show page's first calls besides its record (reference lists, for a create form the
   * records it checks against), started with the route like `list.prefetch`; made on `http`
   * they are answered once, to the page's own identical calls.
   */
  showPrefetch?(context: { id: string; http: HttpClient }): Promise<unknown>[];
  /**
   * React-query keys of the resource's calls made beside the data provider (statistics,
   * history, counts): re-read with its list and record whenever the resource is refreshed
   * (src/engine/use-resource-refresh.ts), also from outside its screens (the new-records alert).
   */
  relatedQueries?: ReadonlyArray<readonly unknown[]>;
  /**
   * Records that wait for the seller (orders to confirm): the shell counts them every 30 s by
   * the list call with these filters (through the data provider: this descriptor's path,
   * dialect and filter mapping; one row, its total), shows a banner when the number rises, and
   * its "show" opens this list with these filters and re-reads the resource (src/shell/order-alerts).
   */
  alert?: RecordsAlert;
  /**
   * The record in one line where it is named away from its list (the command palette's search
   * hits, under the resource's title); default its id. Plain values, no words (no texts yet).
   */
  recordLabel?(record: T): string;
  /** Screens the engine cannot express, by page; the generic page otherwise. */
  screens?: Partial<Record<PageKind, ScreenChoice>>;
  /** What only an open page needs (columns, filters, fields, actions, texts). */
  parts: () => Promise<{ default: ResourceParts<T> }>;
}

export type PageKind = 'list' | 'show' | 'edit';

/** The records a descriptor's `alert` watches: the list's filters that select them. */
export interface RecordsAlert {
  filters: UrlFilter[];
}

/** A custom screen: it receives its resource (descriptor and parts). */
export type ScreenProps = { resource: AnyResource };
export type ScreenLoader = () => Promise<{ default: ComponentType<ScreenProps> }>;
/** One screen, or one for desktop and one for phones (only the one the viewport needs loads). */
export type ScreenChoice = ScreenLoader | { desktop: ScreenLoader; phone: ScreenLoader };

/** The half of a descriptor that loads with its page. */
export interface ResourceParts<T extends BaseRecord = BaseRecord> {
  list?: ListView<T>;
  show?: ShowSpec<T>;
  edit?: EditSpec<T>;
  /** Bundled texts for this resource, by language; same keys in all three (titles live in the descriptor). */
  i18n: ResourceTexts;
}

/** A descriptor with its parts loaded: what the engine's pages and custom screens receive. */
export type Resource<T extends BaseRecord = BaseRecord> = Omit<ResourceDescriptor<T>, 'parts' | 'list'> & Omit<ResourceParts<T>, 'i18n' | 'list'> & { list?: ListSpec<T> };

export type ShopStatus = 'NEW' | 'ON_CHECK' | 'ACTIVE' | 'DISABLED';
export type { Locale, TextTree, ResourceTexts } from '../../providers/i18n/types';
export type { Backend } from '../../providers/dialects/backend';

export type MenuGroup = 'products' | 'finance' | 'other';
export interface MenuEntry {
  /** Translation key of the label; defaults to `<name>.titles.list`. */
  labelKey?: string;
  /** The paths the entry stands for when wider than the route (a page of tabs: `/products`). */
  section?: string;
  /** Its icon, by name (src/controls/menu-icons.tsx): the descriptor list loads with the entry, icons do not. */
  icon: MenuIconName;
  /** Top level when absent; otherwise inside the named group (spec 1 §2 Page shell). */
  group?: MenuGroup;
  /** Position in its level, lower first. */
  order: number;
}

export interface ColumnSpec<T> {
  /** Field key; also the translation key `<name>.fields.<key>` of the header. */
  key: string;
  /**
   * Renders the cell; default shows `record[key]`. `t` is the list's: a cell that translates
   * with it needs no `useTranslation` of its own, a hook per row (issue 30: a page of rows
   * renders in one go). The list renders its columns again when the language changes.
   */
  render?(record: T, t: TFunction): ReactNode;
  /** Backend sort key; present = the column is sortable. */
  sortKey?: string;
  width?: number;
  align?: 'left' | 'right' | 'center';
  /** Hidden until the user turns it on in the column-customisation dialog. */
  defaultHidden?: boolean;
  /** Always shown, cannot be turned off. */
  required?: boolean;
  ellipsis?: boolean;
  /**
   * Laid on every cell of the column itself (bold, no wrapping…), so that a plain value needs
   * no element of its own around it in each row (issue 30: less DOM per row).
   */
  cellStyle?: CSSProperties;
  /** The cell's hover text (its whole value where the cell cuts it), on the cell itself as `cellStyle` is. */
  cellTitle?(record: T, t: TFunction): string | undefined;
  /**
   * Stays in view while the table scrolls sideways: the record's number on the left; its status,
   * switch or actions on the right (what the seller acts on is never out of reach).
   */
  fixed?: 'left' | 'right';
  /**
   * The cell in an XLSX export (`ListView.export`), in the UI language: a number stays a number
   * (money as numbers), a moment a date cell (`exportDateTime`, `exportDay`), an id of digits a
   * number (`exportNumber`). Default: the record's value (texts; numbers and ids of digits as
   * numbers; `{ru}` titles; ISO times as date cells; lists joined).
   */
  exportValue?(record: T, t: TFunction): ExportCell;
  /** The exported number is money (a number cell with thousands separators, whole tenge shown). */
  money?: boolean;
  /** false: left out of an XLSX export (a picture, a switch: nothing a spreadsheet can hold). */
  exported?: false;
}

export interface FilterOption {
  value: string;
  /** Translation key of the option's label. */
  labelKey: string;
}

/**
 * Options a backend lists (categories, brands): read once per key while the list is open and
 * shown after the static `options`. Labels come as the backend gives them (not translated).
 * Name the same call in `list.prefetch` so that it starts with the route.
 */
export interface OptionsSource {
  queryKey: readonly unknown[];
  load(): Promise<Array<{ value: string; label: string }>>;
}

interface FilterBase {
  /** The backend parameter this filter sets (and its key in the URL). */
  field: string;
  /** Translation key of the label/placeholder; default `<name>.filters.<field>`. */
  labelKey?: string;
}

export type FilterSpec =
  | (FilterBase & {
      kind: 'search';
      /**
       * Filters set aside while this search has a value (an order number is looked up across
       * all dates): cleared with the search, given back when the search is cleared, and the
       * list says so with a one-click way back.
       */
      setsAside?: string[];
    })
  | (FilterBase & { kind: 'multiSelect'; options: FilterOption[]; defaultValue?: string[]; allOption?: boolean; optionsSource?: OptionsSource })
  | (FilterBase & { kind: 'singleSelect'; options: FilterOption[]; defaultValue?: string })
  | (FilterBase & {
      kind: 'dateRange';
      /** Default range as [from, to] ISO instants, computed at the moment the list opens. */
      defaultValue?: () => [string, string];
      presets?: Array<'today' | 'week' | 'month'>;
    })
  /** One calendar day, sent as yyyy-MM-dd by `eq` (the dialect's dateFields may say so). */
  | (FilterBase & { kind: 'date'; defaultValue?: string })
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
  /** The right it needs (src/engine/rights.tsx): without it the button is disabled, with the reason. */
  right?: Right;
  /** A letter that runs it on the focused row (issue 33), matched by its place on the keyboard in any layout. */
  shortcut?: string;
  run(ctx: ActionContext<T>): void | Promise<void>;
}

/**
 * A key for an action that `hoverActions` render (their own components): the button carries
 * `data-action="<action>"`, and the key clicks it in the focused row (its label is
 * `labelKey`, default `<name>.actions.<action>`).
 */
export interface ActionShortcut {
  action: string;
  shortcut: string;
  labelKey?: string;
}

export interface BulkAction<T> {
  key: string;
  labelKey?: string;
  danger?: boolean;
  /** The right it needs: without it the button is disabled, with the reason. */
  right?: Right;
  run(records: T[], refresh: () => void): void | Promise<void>;
}

/** A page action (header button); `{ component, right }` is left out for a role without the right. */
export type PageAction = ComponentType<{ filters: CrudFilter[] }> | { component: ComponentType<{ filters: CrudFilter[] }>; right: Right };

/** What a list asks for: the descriptor holds it, so the route's first call needs no page code. */
export interface ListQuery {
  filters?: FilterSpec[];
  /** Rows per page; the spec's default is 20. */
  pageSize?: number;
  defaultSort?: { field: string; order: 'asc' | 'desc' };
  /**
   * The first calls of the page besides its list (e.g. statistics for the period), started
   * with the route, before the page mounts; made on `http` they are answered once, to the
   * page's own identical call (src/app/route-start.ts), which also reports their failures.
   */
  prefetch?(context: ListPrefetchContext): Promise<unknown>[];
  /**
   * While this holds for the rows shown (an upload still processing), the list re-reads
   * itself every `refresh.everyMs`; it pauses while the browser tab is hidden.
   */
  refresh?: { while(rows: BaseRecord[]): boolean; everyMs: number };
}

/**
 * What a list's `prefetch` is given: the list's opening filters, and the route's early clients
 * (answers handed to the page's identical calls): `http`, and the data provider, which reads
 * any resource by name through its descriptor (another area's list, without importing the area).
 */
export interface ListPrefetchContext {
  filters: CrudFilter[];
  http: HttpClient;
  dataProvider: DataProvider;
}

/** How a list shows (columns, blocks, actions): loads with the page. */
export interface ListView<T> {
  columns: ColumnSpec<T>[];
  /** Expanded-row content; rows are expandable when given. */
  expandable?: { render(record: T): ReactNode; rowExpandable?(record: T): boolean };
  /** Where a row click goes; default the show page when there is one. */
  rowLink?(record: T): string;
  rowActions?: RowAction<T>[];
  /**
   * Actions shown over the right end of a row while it is hovered or has keyboard focus
   * (a custom component per record, e.g. decisions that open their own dialogs). Clicks in
   * them never open the record.
   */
  hoverActions?(record: T): ReactNode;
  /** Keys of the hover actions' buttons (RowAction has its own `shortcut`). */
  actionShortcuts?: ActionShortcut[];
  bulkActions?: BulkAction<T>[];
  /**
   * Bulk controls that need hooks (their own toasts, caches): rendered in the bulk bar beside
   * `bulkActions` while rows are selected; `done` clears the selection and re-reads the list.
   */
  // A method (bivariant) so that a list of one record type is a list of BaseRecord; rendered as a component.
  bulkControls?(props: { records: T[]; done(): void }): ReactNode;
  /** The right `bulkControls` need: without it the bar says why in their place. */
  bulkControlsRight?: Right;
  /** Buttons in the page header (report downloads, links); get the current filters. */
  pageActions?: PageAction[];
  /** Extra blocks above the table (statistics cards); get the current filters. */
  header?: ComponentType<ListBlockProps>;
  /** A block between the filters and the table (a chart that follows them, status tabs); gets the current filters. */
  aboveTable?: ComponentType<ListBlockProps>;
  /** Offer the column-customisation dialog (choice remembered in the browser). */
  customisableColumns?: boolean;
  /** Row height in px (default 56, spec 1 §9): a dense work list (orders) takes 48 to show 12 rows at 1440×900. */
  rowHeight?: number;
  /**
   * How a row shows as a card on a phone (narrower than 768 px), where the table gives way to a
   * list of cards. Every part defaults from the columns (src/engine/card-layout.ts).
   */
  card?: CardSpec;
  /**
   * Offer an XLSX export of the visible columns (headers and values in the UI language): the
   * selected rows, or every row of the current filters and sort. `fileName` starts the file's name.
   */
  export?: { fileName: string };
}

export type ListSpec<T> = ListQuery & ListView<T>;

/**
 * A row as a phone card, by column keys: the title (also the card's accessible name), what
 * stands at its top right (a status, a switch) and two or three lines of label and value. The
 * row actions, hover actions, selection and expanded content come with the card by themselves.
 */
export interface CardSpec {
  /** Default: the first required column, else the first one. */
  title?: string;
  /** The title's field label goes before it (a bare number: "Заявка 30660"). */
  titleLabel?: boolean;
  /** Default: the first column named like a status (status, state, is_active, toggle…); `null` for none. */
  status?: string | null;
  /** Default: the next three shown columns. */
  fields?: readonly string[];
  /** Fields whose value takes the card's width under its label (a review's text, a product block). */
  wide?: readonly string[];
  /** A column whose cell holds the row's own buttons: it goes to the card's actions. Default: a column keyed `actions`. */
  actions?: string;
}

/** What a list's blocks (header, aboveTable) receive: the current filters and a way to set one (status tabs). */
export interface ListBlockProps {
  filters: CrudFilter[];
  /** Sets one filter of the list by its field (back to page 1), as its own control would. */
  setFilter?(field: string, value: FilterValue): void;
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
}

/** Any descriptor and any loaded resource, as lists and the engine hold them. */
// Methods above are bivariant, so a ResourceDescriptor<Review> is a ResourceDescriptor<BaseRecord>.
export type AnyDescriptor = ResourceDescriptor<BaseRecord>;
export type AnyResource = Resource<BaseRecord>;

export function defineResource<T extends BaseRecord>(descriptor: ResourceDescriptor<T>): ResourceDescriptor<T> {
  return descriptor;
}

/** The base path of a resource's show page: `${showBaseOf(r)}/:id`. */
export function showBaseOf(descriptor: Pick<ResourceDescriptor, 'route' | 'showRoute'>): string {
  return descriptor.showRoute ?? descriptor.route;
}

export function defineParts<T extends BaseRecord>(parts: ResourceParts<T>): ResourceParts<T> {
  return parts;
}
