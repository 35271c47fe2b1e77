export * from './ui-strings';
