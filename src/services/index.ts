/** Every service area; importing this module registers every service in SERVICE_REGISTRY. */
export * as userService from './user';
export * as settingService from './setting';
export * as ossService from './oss';
export * as finDataService from './finData';
export { SERVICE_REGISTRY } from './call';
