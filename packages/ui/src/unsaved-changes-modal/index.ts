export * from './unsaved-changes-modal';
