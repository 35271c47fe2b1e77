export * from './progress-bar';
