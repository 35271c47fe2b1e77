export * from './number-field';
export * from './number-input';
export * from './number-step';
