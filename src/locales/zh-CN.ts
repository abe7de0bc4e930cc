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
};
