import { useState } from 'react';
import { Button, Tooltip } from 'antd';
import { SettingOutlined } from '../controls/lean-icons';
import { useTranslation } from 'react-i18next';
import type { ColumnSpec } from './descriptor';
import type { ColumnVisibility } from './column-visibility';
import { ColumnSettingsDialog } from './column-settings-dialog';

export interface ColumnChooserProps {
  /** Translation namespace of the column titles (`<resource>.fields.<key>`). */
  resource: string;
  columns: readonly Pick<ColumnSpec<unknown>, 'key' | 'required'>[];
  visible: ColumnVisibility;
  defaults: ColumnVisibility;
  onChange(next: ColumnVisibility): void;
}

/**
 * The button that opens the column-customisation dialog (spec 2 §2), and the dialog. An icon
 * with its name on hover (and for screen readers): the title row keeps room for the page's own
 * actions in every language (kz's labels are the longest).
 */
export function ColumnChooser({ resource, columns, visible, defaults, onChange }: ColumnChooserProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={t('engine.columns.open')}>
        <Button icon={<SettingOutlined aria-hidden />} aria-label={t('engine.columns.open')} onClick={() => setOpen(true)} />
      </Tooltip>
      {open && (
        <ColumnSettingsDialog
          columns={columns.map((c) => ({ key: c.key, title: t(`${resource}.fields.${c.key}`), required: c.required }))}
          visible={visible}
          defaults={defaults}
          onCancel={() => setOpen(false)}
          onApply={(next) => {
            onChange(next);
            setOpen(false);
          }}
        />
      )}
    </>
  );
}
