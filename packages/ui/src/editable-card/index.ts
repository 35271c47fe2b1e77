export * from './editable-card';
export * from './editable-card-state';
