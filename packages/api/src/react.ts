// TanStack Query keys, queryOptions and hooks of the contract, and the client provider.
export * from './react/cache';
export * from './react/client-context';
export * from './react/feature-flags';
export * from './react/sign-in';
export * from './react/static-text';
export * from './resources/account/queries';
export * from './resources/branding/queries';
export * from './resources/feature-flags/queries';
export * from './resources/instruments-data/queries';
export * from './resources/map/queries';
export * from './resources/navigation/queries';
export * from './resources/notifications/queries';
export * from './resources/projects/queries';
export * from './resources/time-zones/queries';
