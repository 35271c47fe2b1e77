export * from './multi-select';
