export * from './date-time-range-picker';
export * from './range-picker-state';
