import { FileExcelOutlined } from '../../controls/lean-icons';
import { Button } from 'antd';
import { useDataProvider, useNotification, type BaseRecord, type CrudFilter, type CrudSort } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { ColumnSpec } from '../descriptor';
import { useGuardedRun } from '../use-guarded-run';
import { usePageCommands } from '../../controls/commands/page-commands';
import { saveBlob } from '../../controls/use-file-download';
import { exportFileName, exportTable } from './export-values';
import { fetchAllRows } from './fetch-all';

export interface ExportButtonProps {
  resource: string;
  fileName: string;
  /** The visible columns, in their order. */
  columns: ColumnSpec<BaseRecord>[];
  filters: CrudFilter[];
  sorters: CrudSort[];
  /** The selected rows: exported instead of the whole filter when there are any. */
  selected: BaseRecord[];
}

/**
 * "Export to XLSX": the selected rows, or every row of the current filters and sort (read
 * page by page with a counting toast), as a spreadsheet of the visible columns in the UI
 * language. One export at a time; a failure says so and keeps nothing half-written.
 */
export function ExportButton({ resource, fileName, columns, filters, sorters, selected }: ExportButtonProps) {
  const { t } = useTranslation();
  const { open, close } = useNotification();
  const dataProvider = useDataProvider();
  const { running, run } = useGuardedRun();
  const key = `export-${resource}`;

  const exportRows = () =>
    run(async () => {
      const progress = (loaded: number, total: number) =>
        open?.({ key, type: 'progress', message: t('engine.export.pending'), description: total ? `${loaded} / ${total}` : undefined, undoableTimeout: 0 });
      progress(0, selected.length);
      try {
        const records = selected.length
          ? selected
          : (await fetchAllRows(dataProvider().getList, { resource, filters, sorters }, progress)).rows;
        const { writeXlsx } = await import('./write-xlsx');
        const blob = await writeXlsx(exportTable(resource, columns, records, t), t(`${resource}.titles.list`));
        close?.(key);
        saveBlob(blob, exportFileName(fileName));
        open?.({ key: `${key}-done`, type: 'success', message: t('engine.export.done', { count: records.length }) });
      } catch {
        close?.(key);
        open?.({ key: `${key}-error`, type: 'error', message: t('engine.export.error') });
      }
    });

  const label = selected.length ? t('engine.export.selected', { count: selected.length }) : t('engine.export.all');
  // The palette's "Экспорт XLSX" is this button's own run (one export at a time either way).
  usePageCommands([{ id: `export-${resource}`, kind: 'action', label, run: () => void exportRows() }]);
  return (
    <Button icon={<FileExcelOutlined aria-hidden />} loading={running} onClick={() => void exportRows()}>
      {label}
    </Button>
  );
}
