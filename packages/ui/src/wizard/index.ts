export * from './wizard';
export * from './progress-indicator';
export * from './wizard-state';
