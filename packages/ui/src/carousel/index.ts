export * from './carousel';
export * from './carousel-logic';
