/** zh-CN: the shell's strings (header, menu, errors, login, register, home), loaded before the first render (src/locales/load.ts). */
import menu from '../zh-CN/menu';
import pages from '../zh-CN/pages';
import component from '../zh-CN/component';
import request from '../zh-CN/request';
import api from '../zh-CN/api';
import validation from '../zh-CN/validation';
import common from '../zh-CN/common';
import home from '../zh-CN/home';
import shell from '../zh-CN/shell';
import auth from '../zh-CN/auth';
import about from '../zh-CN/about';

export default {
  ...menu,
  ...pages,
  ...component,
  ...request,
  ...api,
  ...validation,
  ...common,
  ...home,
  ...shell,
  ...auth,
  ...about,
} as Record<string, string>;
