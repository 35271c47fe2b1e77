export * from './danger-modal';
export * from './confirm';
