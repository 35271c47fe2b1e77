export * from './calendar';
export * from './calendar-day';
export * from './date-picker';
