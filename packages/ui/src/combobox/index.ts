export * from './combobox';
export * from './filter';
export * from './navigation';
