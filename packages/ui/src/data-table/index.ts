export * from './data-table';
export * from './pagination';
export * from './search';
export * from './table-options';
