export * from './slider';
export * from './active-hours-slider';
export * from './active-hours';
