import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button, Checkbox, Input, Popover, Space } from 'antd';
import { DownOutlined } from './lean-icons';
import { useTranslation } from 'react-i18next';
import { filterOptions, isAllSelected, toggleAll, toggleOption, triggerText, type ChoiceOption } from './multi-select-rules';
import { SecondaryText } from './plain-text';

export type MultiSelectOption = ChoiceOption;

export interface MultiSelectProps {
  /** Accessible name and the trigger's text while nothing is chosen. */
  label: string;
  /** Options with their displayed (already translated) labels. */
  options: MultiSelectOption[];
  /** The applied selection. */
  value: string[];
  /** Called only on confirm, with a non-empty selection in the options' order. */
  onChange(value: string[]): void;
  /** Offer an "all" entry on top of the list. */
  allOption?: boolean;
  disabled?: boolean;
  /**
   * For options another call provides: its loading or failed-load state (with its retry),
   * shown in the list after the options there are, instead of "nothing found".
   */
  listStatus?: ReactNode;
}

/** Spec 1 §9: the overlay list is at most 384 px high and scrolls beyond. */
export const MULTI_SELECT_LIST_MAX_HEIGHT = 384;

/**
 * Dropdown with checkboxes. Changes are a draft while the overlay is open: confirm
 * applies it, cancel or closing (outside click, Escape) throws it away.
 */
export function MultiSelect({ label, options, value, onChange, allOption = false, disabled, listStatus }: MultiSelectProps) {
  const { t } = useTranslation();
  const dialogId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<string[]>(value);
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');

  const openWith = (next: boolean) => {
    if (next) {
      setDraft(value);
      setSearch('');
      setQuery('');
    }
    setOpen(next);
  };
  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };
  const confirm = () => {
    if (draft.length === 0) return;
    onChange(draft);
    close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  };

  const shown = triggerText(value, options, allOption);
  const display =
    shown.kind === 'label'
      ? label
      : shown.kind === 'all'
        ? t('controls.multiSelect.all')
        : shown.kind === 'one'
          ? shown.label
          : t('controls.multiSelect.selected', { count: shown.count });
  const visible = filterOptions(options, query);
  const all = isAllSelected(draft, options);

  const content = (
    <div role="dialog" aria-label={label} id={dialogId} onKeyDown={onKeyDown} style={{ width: 280 }}>
      <Space.Compact style={{ width: '100%', marginBottom: 8 }}>
        <Input
          autoFocus
          allowClear
          aria-label={t('controls.multiSelect.searchPlaceholder')}
          placeholder={t('controls.multiSelect.searchPlaceholder')}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            // The clear icon empties the field: show every option again at once.
            if (e.target.value === '') setQuery('');
          }}
          onPressEnter={() => setQuery(search)}
        />
        <Button onClick={() => setQuery(search)}>{t('controls.multiSelect.find')}</Button>
      </Space.Compact>
      <div
        role="group"
        aria-label={t('controls.multiSelect.options')}
        data-testid="multi-select-list"
        style={{ maxHeight: MULTI_SELECT_LIST_MAX_HEIGHT, overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: 8 }}
      >
        {allOption && (
          <Checkbox
            checked={all}
            indeterminate={!all && draft.length > 0}
            onChange={() => setDraft(toggleAll(draft, options))}
          >
            {t('controls.multiSelect.all')}
          </Checkbox>
        )}
        {visible.map((o) => (
          <Checkbox key={o.value} checked={draft.includes(o.value)} onChange={() => setDraft(toggleOption(draft, o.value, options))}>
            {o.label}
          </Checkbox>
        ))}
        {listStatus ?? (visible.length === 0 && <SecondaryText>{t('controls.multiSelect.nothingFound')}</SecondaryText>)}
      </div>
      <Space style={{ marginTop: 12, width: '100%', justifyContent: 'flex-end' }}>
        <Button onClick={close}>{t('controls.multiSelect.cancel')}</Button>
        <Button type="primary" disabled={draft.length === 0} onClick={confirm}>
          {t('controls.multiSelect.apply')}
        </Button>
      </Space>
    </div>
  );

  return (
    <Popover
      content={content}
      trigger="click"
      open={open}
      onOpenChange={openWith}
      placement="bottomLeft"
      arrow={false}
      destroyOnHidden
    >
      <Button
        ref={triggerRef}
        disabled={disabled}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? dialogId : undefined}
        aria-label={shown.kind === 'label' ? label : `${label}: ${display}`}
        style={{ minWidth: 160, justifyContent: 'space-between' }}
      >
        <span>{display}</span>
        <DownOutlined aria-hidden />
      </Button>
    </Popover>
  );
}
