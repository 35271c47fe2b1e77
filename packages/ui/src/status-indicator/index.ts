export * from './status-indicator';
