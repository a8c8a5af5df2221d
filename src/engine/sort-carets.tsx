import type { SortOrder } from 'antd/es/table/interface';

const CARET_UP = 'M858.9 689L530.5 308.2c-9.4-10.9-27.5-10.9-37 0L165.1 689c-12.2 14.2-1.2 35 18.5 35h656.8c19.7 0 30.7-20.8 18.5-35z';
const mask = (rotate: boolean) =>
  `url("data:image/svg+xml,${encodeURIComponent(`<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1024 1024'><path ${rotate ? "transform='rotate(180 512 512)' " : ''}d='${CARET_UP}'/></svg>`)}")`;

/*
 * antd's two carets (CaretUpOutlined, CaretDownOutlined at 12 px, the lower one 0.3 em up)
 * drawn as the inner box's ::before and ::after: 2 elements a sortable header instead of 8.
 * The colour is antd's own (the sorter's, its hover), the active one the primary colour.
 */
const INNER = 'engine-sort-carets';
const CSS = `
.${INNER}::before, .${INNER}::after {
  content: ''; display: block; width: 12px; height: 12px; background: currentColor;
  -webkit-mask: ${mask(false)} center / 12px no-repeat; mask: ${mask(false)} center / 12px no-repeat;
}
.${INNER}::after { margin-top: -3.6px; -webkit-mask-image: ${mask(true)}; mask-image: ${mask(true)}; }
.${INNER}[data-order='ascend']::before, .${INNER}[data-order='descend']::after { color: var(--partner-primary); }
`;

/** A sortable header's sort mark (antd's `sortIcon`), aria-hidden as antd's: the header carries `aria-sort`. */
export function SortCarets({ sortOrder }: { sortOrder: SortOrder }) {
  return (
    <span className="ant-table-column-sorter ant-table-column-sorter-full">
      <style href="engine-sort-carets" precedence="default">
        {CSS}
      </style>
      <span className={`ant-table-column-sorter-inner ${INNER}`} aria-hidden data-order={sortOrder ?? undefined} />
    </span>
  );
}
