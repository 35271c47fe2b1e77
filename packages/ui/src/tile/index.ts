export * from './tile';
