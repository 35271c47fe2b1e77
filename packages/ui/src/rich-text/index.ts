export * from './rich-text';
export * from './rich-text-model';
