export * as userService from './user';
export * as settingService from './setting';
export * as ossService from './oss';
export * as finDataService from './finData';
