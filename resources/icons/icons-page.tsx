import { SearchOutlined } from '@ant-design/icons';
import { App, Card, Flex, Input, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_ICONS, PUBLIC_SVGS } from './icon-list';

const CSS = `
.icon-tile { width: 148px; height: 96px; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 10px;
  border: 1px solid var(--partner-border); border-radius: 8px; background: var(--partner-surface); cursor: pointer; font: inherit; color: var(--partner-text); padding: 8px; }
.icon-tile:hover, .icon-tile:focus-visible { border-color: var(--partner-primary); color: var(--partner-primary); outline: none; box-shadow: 0 0 0 2px var(--partner-selected); }
.icon-tile-name { font-size: 12px; line-height: 1.3; word-break: break-all; text-align: center; }
`;

/** /icons: the app's icons (antd's it imports, our own SVGs in public/); a click copies the name. */
export default function IconsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const antd = Object.entries(APP_ICONS).filter(([name]) => name.toLowerCase().includes(needle));
  const own = PUBLIC_SVGS.filter((path) => path.toLowerCase().includes(needle));

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      message.success(t('icons.copied', { name: text }));
    } catch {
      message.info(text);
    }
  };

  const tile = (key: string, label: string, picture: ReactNode) => (
    <button key={key} type="button" className="icon-tile" onClick={() => void copy(label)} aria-label={t('icons.copy', { name: label })}>
      {picture}
      <span className="icon-tile-name" aria-hidden>{label}</span>
    </button>
  );

  return (
    <Flex vertical gap={16}>
      <style href="partner-icons" precedence="default">{CSS}</style>
      <Flex align="center" justify="space-between" wrap gap={12}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>{t('icons.title')}</Typography.Title>
        <Input allowClear prefix={<SearchOutlined aria-hidden />} aria-label={t('icons.search')} placeholder={t('icons.search')} value={search} onChange={(e) => setSearch(e.target.value)} style={{ width: 280 }} />
      </Flex>
      <Card size="small" title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('icons.antd', { count: antd.length })}</h2>}>
        <Flex wrap gap={8}>
          {antd.map(([name, Icon]) => tile(name, name, <span style={{ fontSize: 24 }} aria-hidden><Icon /></span>))}
        </Flex>
        {antd.length === 0 && <Typography.Text type="secondary">{t('icons.nothing')}</Typography.Text>}
      </Card>
      <Card size="small" title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('icons.own', { count: own.length })}</h2>}>
        <Flex wrap gap={8}>
          {own.map((path) => tile(path, path, <img src={path} alt="" width={32} height={32} />))}
        </Flex>
        {own.length === 0 && <Typography.Text type="secondary">{t('icons.nothing')}</Typography.Text>}
      </Card>
    </Flex>
  );
}
