import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../controls/visually-hidden';

/** On a table row (`tr`) or a card's list item (`li`) that arrived in place (use-arrivals.ts). */
export const ARRIVED_CLASS = 'engine-arrived';

/*
 * The mark fades out over the few seconds the class stays: a table row's cells from the info
 * colour, a card's ring. Without motion it holds still and goes when the class does.
 */
const css = (info: string, infoBg: string) => `
@keyframes engine-arrived-cell { 0%, 60% { background-color: ${infoBg}; } }
@keyframes engine-arrived-card { 0%, 60% { outline-color: ${info}; } 100% { outline-color: transparent; } }
/* As specific as antd's fixed and sorted cells' own backgrounds. */
.ant-table-wrapper .ant-table-tbody > tr.${ARRIVED_CLASS} > td { animation: engine-arrived-cell 5s ease-out; }
li.${ARRIVED_CLASS} { outline: 2px solid transparent; outline-offset: 2px; border-radius: 8px; animation: engine-arrived-card 5s ease-out; }
@media (prefers-reduced-motion: reduce) {
  .ant-table-wrapper .ant-table-tbody > tr.${ARRIVED_CLASS} > td { animation: none; background-color: ${infoBg}; }
  li.${ARRIVED_CLASS} { animation: none; outline-color: ${info}; }
}
`;

/** The rules of the arrival mark, and the count said to screen readers while rows are marked. */
export function ArrivedMark({ count }: { count: number }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <>
      <style href={`engine-arrived-${token.colorInfoBg}`} precedence="default">
        {css(token.colorInfo, token.colorInfoBg)}
      </style>
      <VisuallyHidden>
        <span role="status">{count > 0 ? t('engine.list.arrived', { count }) : ''}</span>
      </VisuallyHidden>
    </>
  );
}
