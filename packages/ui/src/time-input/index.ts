export * from './time-input';
export * from './time-entry';
