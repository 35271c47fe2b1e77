export * from './relative-time';
export * from './relative-time-key';
