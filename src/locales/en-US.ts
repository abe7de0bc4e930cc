/** English (United States). Same keys as zh-CN.ts and ar-EG.ts (tests/web/locales.test.ts). */
import admin from './en-US/admin';
import api from './en-US/api';
import component from './en-US/component';
import fileUpload from './en-US/fileUpload';
import introduction from './en-US/introduction';
import menu from './en-US/menu';
import pages from './en-US/pages';
import placeholder from './en-US/placeholder';
import request from './en-US/request';
import validation from './en-US/validation';
import about from './en-US/about';
import account from './en-US/account';
import common from './en-US/common';
import test from './en-US/test';
import access from './en-US/access';
import home from './en-US/home';
import subscribe from './en-US/subscribe';
import shell from './en-US/shell';
import auth from './en-US/auth';
import datasource from './en-US/datasource';

import reference from './en-US/reference';
import marketData from './en-US/marketData';
import feeds from './en-US/feeds';
import stream from './en-US/stream';
import strategy from './en-US/strategy';
import board from './en-US/board';
import chart from './en-US/chart';
import analytics from './en-US/analytics';
import tradeRecord from './en-US/tradeRecord';
import backtesting from './en-US/backtesting';
import seasonal from './en-US/seasonal';
import basis from './en-US/basis';
import rollingAnalyzer from './en-US/rollingAnalyzer';
import cycle from './en-US/cycle';
import research from './en-US/research';
import researchFeeds from './en-US/researchFeeds';
import meetings from './en-US/meetings';
import calendar from './en-US/calendar';
import outlook from './en-US/outlook';
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
