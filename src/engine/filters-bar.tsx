import { Button, Checkbox, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import type { FilterSpec } from './descriptor';
import { useSourcedOptions } from './sourced-options';
import type { FilterValue } from './filter-mapping';
import { SearchInput } from '../controls/search-input';
import { MultiSelect } from '../controls/multi-select';
import { SingleSelect } from '../controls/single-select';
import { DateRange } from '../controls/date-range';
import { DayPicker } from '../controls/day-picker';

export interface FiltersBarProps {
  resource: string;
  specs: FilterSpec[];
  values: Record<string, FilterValue>;
  onChange(spec: FilterSpec, value: FilterValue): void;
  /** Shown when the filters differ from their defaults. */
  onReset?: () => void;
  /** Controls placed at the end of the bar (column settings). */
  extra?: ReactNode;
}

/** One control per FilterSpec, each applying its own value (the list goes back to page 1). */
export function FiltersBar({ resource, specs, values, onChange, onReset, extra }: FiltersBarProps) {
  const { t } = useTranslation();
  const label = (spec: FilterSpec) => t(spec.labelKey ?? `${resource}.filters.${spec.field}`);
  const options = (spec: { options: { value: string; labelKey: string }[] }) =>
    spec.options.map((o) => ({ value: o.value, label: t(o.labelKey) }));

  const bar = useBarSource(specs);

  const control = (spec: FilterSpec) => {
    const value = values[spec.field];
    switch (spec.kind) {
      case 'search':
        return <SearchInput label={label(spec)} value={typeof value === 'string' ? value : undefined} onSearch={(v) => onChange(spec, v)} />;
      case 'multiSelect':
        return (
          <MultiSelect
            label={label(spec)}
            options={spec.optionsSource && spec.optionsSource === bar.source ? [...options(spec), ...bar.options] : options(spec)}
            listStatus={spec.optionsSource && spec.optionsSource === bar.source ? bar.listStatus : undefined}
            value={Array.isArray(value) ? value : []}
            allOption={spec.allOption}
            onChange={(v) => onChange(spec, v)}
          />
        );
      case 'singleSelect':
        return (
          <SingleSelect
            label={label(spec)}
            options={options(spec)}
            value={typeof value === 'string' ? value : undefined}
            onChange={(v) => onChange(spec, v)}
          />
        );
      case 'dateRange':
        return (
          <DateRange
            label={label(spec)}
            value={Array.isArray(value) && value.length === 2 ? [value[0], value[1]] : undefined}
            presets={spec.presets}
            onChange={(v) => onChange(spec, v)}
          />
        );
      case 'date':
        return <DayPicker label={label(spec)} value={typeof value === 'string' ? value : undefined} onChange={(v) => onChange(spec, v)} />;
      case 'checkbox':
        return (
          <Checkbox checked={value === true} onChange={(e) => onChange(spec, e.target.checked)}>
            {label(spec)}
          </Checkbox>
        );
    }
  };

  return (
    <Flex role="group" aria-label={t('engine.list.filters')} wrap gap={8} align="center" style={{ marginBottom: 12 }}>
      {specs.map((spec) => (
        // Never wider than the bar: a long search field keeps to a phone's width.
        <div key={`${spec.kind}:${spec.field}`} style={{ maxWidth: '100%' }}>
          {control(spec)}
        </div>
      ))}
      {onReset && (
        <Button type="link" onClick={onReset}>
          {t('engine.list.resetFilters')}
        </Button>
      )}
      {extra && <div style={{ marginInlineStart: 'auto' }}>{extra}</div>}
    </Flex>
  );
}

/** The bar's options read from a backend (at most one source per bar is typical). */
function useBarSource(specs: FilterSpec[]) {
  const source = specs.find((s): s is Extract<FilterSpec, { kind: 'multiSelect' }> => s.kind === 'multiSelect' && !!s.optionsSource)?.optionsSource;
  const sourced = useSourcedOptions(source);
  return { source, ...sourced };
}
