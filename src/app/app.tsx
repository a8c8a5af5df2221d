import { Refine } from '@refinedev/core';
import { useNotificationProvider } from '@refinedev/antd';
import routerProvider from '@refinedev/react-router';
import { App as AntdApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import kkKZ from 'antd/locale/kk_KZ';
import ruRU from 'antd/locale/ru_RU';
import type { i18n as I18n } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { createI18nProvider } from '../../providers/i18n/i18n';
import { resources } from '../../resources';
import { toRefineResources } from './refine-resources';
import { AppRoutes } from './routes';
import { authProvider, dataProvider } from './services';
import { theme } from './theme';

const ANTD_LOCALES = { ru: ruRU, kz: kkKZ, en: enUS } as const;
const refineResources = toRefineResources(resources);

export function App({ i18n }: { i18n: I18n }) {
  const { i18n: live } = useTranslation();
  const i18nProvider = useMemo(() => createI18nProvider(i18n), [i18n]);
  const antdLocale = ANTD_LOCALES[live.language as keyof typeof ANTD_LOCALES] ?? ruRU;
  return (
    <BrowserRouter>
      <ConfigProvider locale={antdLocale} theme={theme}>
        <AntdApp>
          <Refine
            dataProvider={dataProvider}
            routerProvider={routerProvider}
            authProvider={authProvider}
            i18nProvider={i18nProvider}
            notificationProvider={useNotificationProvider}
            resources={refineResources}
            options={{ syncWithLocation: true, disableTelemetry: true, reactQuery: { clientConfig: { defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } } } }}
          >
            <AppRoutes />
          </Refine>
        </AntdApp>
      </ConfigProvider>
    </BrowserRouter>
  );
}
