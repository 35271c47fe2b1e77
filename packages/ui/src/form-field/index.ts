export * from './form-field';
export * from './join-ids';
