import type { Transaction } from './finance-api';
import { defineParts } from '../../src/engine/descriptor';
import { CsvButton } from './csv-button';
import { FinanceChartBlock, FinanceHeader } from './finance-header';
import { transactionColumns } from './columns';
import { transactionsTexts } from './texts';

/** What the finance page needs once open: columns, the header blocks, the report button and the texts. */
export default defineParts<Transaction>({
  list: {
    columns: transactionColumns,
    card: { title: 'created_at', status: 'reason_type', fields: ['reason_id', 'amount', 'total_amount_to_partner'] },
    header: FinanceHeader,
    aboveTable: FinanceChartBlock,
    pageActions: [CsvButton],
    export: { fileName: 'transactions' },
  },
  i18n: transactionsTexts,
});
