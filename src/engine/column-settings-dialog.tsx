import { useState } from 'react';
import { Button, Checkbox, Flex, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ColumnVisibility } from './column-visibility';

/** Spec 1 §9: the edit-columns dialog is at most 352 px wide. */
export const COLUMN_DIALOG_MAX_WIDTH = 352;

export interface ColumnChoice {
  key: string;
  title: string;
  required?: boolean;
}

export interface ColumnSettingsDialogProps {
  columns: ColumnChoice[];
  /** The applied choice; the dialog edits a draft of it. */
  visible: ColumnVisibility;
  defaults: ColumnVisibility;
  onApply(next: ColumnVisibility): void;
  onCancel(): void;
}

/**
 * Column customisation. Mount it only while open: the draft starts from the applied
 * choice each time, confirm applies it, cancel or close throws it away.
 */
export function ColumnSettingsDialog({ columns, visible, defaults, onApply, onCancel }: ColumnSettingsDialogProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ColumnVisibility>(visible);
  return (
    <Modal
      open
      title={t('engine.columns.title')}
      width={COLUMN_DIALOG_MAX_WIDTH}
      style={{ maxWidth: `min(${COLUMN_DIALOG_MAX_WIDTH}px, calc(100vw - 32px))` }}
      onCancel={onCancel}
      footer={
        <Flex justify="space-between">
          <Button type="link" onClick={() => setDraft(defaults)}>
            {t('engine.columns.reset')}
          </Button>
          <Flex gap={8}>
            <Button onClick={onCancel}>{t('engine.columns.cancel')}</Button>
            <Button type="primary" onClick={() => onApply(draft)}>
              {t('engine.columns.apply')}
            </Button>
          </Flex>
        </Flex>
      }
    >
      <Flex vertical gap={8} role="group" aria-label={t('engine.columns.title')}>
        {columns.map((c) => (
          <Checkbox
            key={c.key}
            checked={c.required || draft[c.key] !== false}
            disabled={c.required}
            title={c.required ? t('engine.columns.required') : undefined}
            onChange={(e) => setDraft({ ...draft, [c.key]: e.target.checked })}
          >
            {c.title}
          </Checkbox>
        ))}
      </Flex>
    </Modal>
  );
}
