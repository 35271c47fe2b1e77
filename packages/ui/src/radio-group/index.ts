export * from './radio-group';
