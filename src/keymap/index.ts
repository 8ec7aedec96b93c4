export * from './parse';
export * from './targets';
export * from './conflicts';
export * from './matcher';
export * from './format';
