export * from './locations';
export * from './donors';
export * from './sessions';
export * from './visits';
export * from './points';
export * from './notifications';
export * from './accounts';
export * from './rewards';
