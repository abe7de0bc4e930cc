/** What pro-layout's PageContainer imports from antd, its Tabs (drawn only with `tabList`) deferred (./deferComponent.tsx). */
export { Affix, Breadcrumb, ConfigProvider, version } from 'antd';
export { default as Tabs } from './Tabs';
