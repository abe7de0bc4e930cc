/** Simplified Chinese, the default and fallback language. Same keys as en-US.ts and ar-EG.ts (tests/web/locales.test.ts). */
import admin from './zh-CN/admin';
import api from './zh-CN/api';
import component from './zh-CN/component';
import fileUpload from './zh-CN/fileUpload';
import introduction from './zh-CN/introduction';
import menu from './zh-CN/menu';
import pages from './zh-CN/pages';
import placeholder from './zh-CN/placeholder';
import request from './zh-CN/request';
import validation from './zh-CN/validation';
import about from './zh-CN/about';
import account from './zh-CN/account';
import common from './zh-CN/common';
import test from './zh-CN/test';
import access from './zh-CN/access';
import home from './zh-CN/home';
import subscribe from './zh-CN/subscribe';
import shell from './zh-CN/shell';
import auth from './zh-CN/auth';
import datasource from './zh-CN/datasource';

import reference from './zh-CN/reference';
import marketData from './zh-CN/marketData';
import feeds from './zh-CN/feeds';
import stream from './zh-CN/stream';
import strategy from './zh-CN/strategy';
import board from './zh-CN/board';
import chart from './zh-CN/chart';
import analytics from './zh-CN/analytics';
import tradeRecord from './zh-CN/tradeRecord';
import backtesting from './zh-CN/backtesting';
import seasonal from './zh-CN/seasonal';
import basis from './zh-CN/basis';
import rollingAnalyzer from './zh-CN/rollingAnalyzer';
import cycle from './zh-CN/cycle';
import research from './zh-CN/research';
import researchFeeds from './zh-CN/researchFeeds';
import meetings from './zh-CN/meetings';
import calendar from './zh-CN/calendar';
import outlook from './zh-CN/outlook';
export default {
  ...menu,
  ...pages,
  ...placeholder,
  ...component,
  ...request,
  ...api,
  ...validation,
  ...introduction,
  ...fileUpload,
  ...admin,
  ...about,
  ...account,
  ...common,
  ...test,
  ...access,
  ...home,
  ...subscribe,
  ...shell,
  ...auth,
  ...datasource,
  ...reference,
  ...marketData,
  ...feeds,
  ...stream,
  ...strategy,
  ...board,
  ...chart,
  ...analytics,
  ...tradeRecord,
  ...backtesting,
  ...seasonal,
  ...basis,
  ...rollingAnalyzer,
  ...cycle,
  ...research,
  ...researchFeeds,
  ...meetings,
  ...calendar,
  ...outlook,
};
