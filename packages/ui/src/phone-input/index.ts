export * from './phone-input';
export * from './phone-entry';
