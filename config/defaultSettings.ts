import type { ProLayoutProps } from '@ant-design/pro-components';

/** Layout defaults (ant-design-pro convention). */
const defaultSettings: ProLayoutProps & { title: string; logo?: string } = {
  navTheme: 'light',
  colorPrimary: '#1677ff',
  layout: 'mix',
  contentWidth: 'Fluid',
  fixedHeader: true,
  fixSiderbar: true,
  splitMenus: false,
  title: 'Commodity Console',
};

export default defaultSettings;
