import { defineConfig } from '@umijs/max';
import routes from './config/routes';
import proxy from './config/proxy';
import defaultSettings from './config/defaultSettings';

export default defineConfig({
  antd: {},
  access: {},
  model: {},
  initialState: {},
  request: { dataField: '' },
  layout: { locale: true, ...defaultSettings },
  locale: { default: 'zh-CN', baseNavigator: false, antd: true, baseSeparator: '-', title: false },
  history: { type: 'hash' },
  base: '/',
  publicPath: '/',
  hash: true,
  routes,
  proxy: proxy.dev,
  npmClient: 'npm',
  title: 'Commodity Console',
  mako: {},
});
