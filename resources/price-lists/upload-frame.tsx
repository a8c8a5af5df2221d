import { Button, Flex, Tabs, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useId, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { addTexts } from '../../providers/i18n/i18n';
import { GuideCard } from './guide-card';
import { priceListsTexts } from './texts';

addTexts(priceListsTexts);

export type UploadTab = 'manual' | 'automatic' | 'history';
const TABS: UploadTab[] = ['manual', 'automatic', 'history'];
export const UPLOAD_BASE = '/products/upload';
export const tabPath = (tab: UploadTab) => `${UPLOAD_BASE}/${tab}`;

/** Spec 3 §9: the manual tab offers the XLSX template, the automatic tab the XML one; history none. */
const TEMPLATES: Partial<Record<UploadTab, 'xlsx' | 'xml'>> = { manual: 'xlsx', automatic: 'xml' };
/** Static files of public/templates (scripts/make-price-list-templates.ts). */
const templateHref = (kind: 'xlsx' | 'xml') => `/templates/price-list-template.${kind}`;

/**
 * The upload page (spec 3 §2): title, the three tabs (each its own URL), the template
 * download of the tab, and the side guide. The tab's content comes as children.
 */
export function UploadFrame({ tab, children }: { tab: UploadTab; children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const titleId = useId();
  const template = TEMPLATES[tab];
  return (
    <Flex gap={16} align="flex-start" wrap>
      <section aria-labelledby={titleId} style={{ flex: '1 1 600px', minWidth: 0 }}>
        <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 4 }}>
          <Typography.Title level={1} id={titleId} style={{ fontSize: 24, margin: 0 }}>
            {t('priceLists.title')}
          </Typography.Title>
          {template && (
            <Button icon={<DownloadOutlined aria-hidden />} href={templateHref(template)} download={t(`priceLists.template.${template}File`)}>
              {t(`priceLists.template.${template}`)}
            </Button>
          )}
        </Flex>
        <Tabs
          activeKey={tab}
          onChange={(key) => navigate(tabPath(key as UploadTab))}
          aria-label={t('priceLists.tabsLabel')}
          items={TABS.map((key) => ({ key, label: t(`priceLists.tabs.${key}`), children: key === tab ? children : null }))}
        />
      </section>
      <aside style={{ flex: '0 1 280px', minWidth: 240 }}>
        <GuideCard />
      </aside>
    </Flex>
  );
}
