/** en-US: the shell's strings (header, menu, errors, login, register, home), loaded before the first render (src/locales/load.ts). */
import menu from '../en-US/menu';
import pages from '../en-US/pages';
import component from '../en-US/component';
import request from '../en-US/request';
import api from '../en-US/api';
import validation from '../en-US/validation';
import common from '../en-US/common';
import home from '../en-US/home';
import shell from '../en-US/shell';
import auth from '../en-US/auth';
import about from '../en-US/about';

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
