export * from './inline-notification';
