/** Arabic (Egypt), right to left. Same keys as zh-CN.ts and en-US.ts (tests/web/locales.test.ts). */
import admin from './ar-EG/admin';
import api from './ar-EG/api';
import component from './ar-EG/component';
import fileUpload from './ar-EG/fileUpload';
import introduction from './ar-EG/introduction';
import menu from './ar-EG/menu';
import pages from './ar-EG/pages';
import placeholder from './ar-EG/placeholder';
import request from './ar-EG/request';
import validation from './ar-EG/validation';
import about from './ar-EG/about';
import account from './ar-EG/account';
import common from './ar-EG/common';
import test from './ar-EG/test';
import access from './ar-EG/access';
import home from './ar-EG/home';
import subscribe from './ar-EG/subscribe';
import shell from './ar-EG/shell';
import auth from './ar-EG/auth';
import datasource from './ar-EG/datasource';

import reference from './ar-EG/reference';
import marketData from './ar-EG/marketData';
import feeds from './ar-EG/feeds';
import stream from './ar-EG/stream';
import strategy from './ar-EG/strategy';
import board from './ar-EG/board';
import chart from './ar-EG/chart';
import analytics from './ar-EG/analytics';
import tradeRecord from './ar-EG/tradeRecord';
import backtesting from './ar-EG/backtesting';
import seasonal from './ar-EG/seasonal';
import basis from './ar-EG/basis';
import rollingAnalyzer from './ar-EG/rollingAnalyzer';
import cycle from './ar-EG/cycle';
import research from './ar-EG/research';
import researchFeeds from './ar-EG/researchFeeds';
import meetings from './ar-EG/meetings';
import calendar from './ar-EG/calendar';
import outlook from './ar-EG/outlook';
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
