/** ar-EG: the shell's strings (header, menu, errors, login, register, home), loaded before the first render (src/locales/load.ts). */
import menu from '../ar-EG/menu';
import pages from '../ar-EG/pages';
import component from '../ar-EG/component';
import request from '../ar-EG/request';
import api from '../ar-EG/api';
import validation from '../ar-EG/validation';
import common from '../ar-EG/common';
import home from '../ar-EG/home';
import shell from '../ar-EG/shell';
import auth from '../ar-EG/auth';
import about from '../ar-EG/about';

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
