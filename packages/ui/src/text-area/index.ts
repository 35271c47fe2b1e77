export * from './text-area';
