export * from './envelope';
export * from './user';
export * from './setting';
export * from './oss';
export * from './finData';
export * from './endpoints';
export * from './errors';
