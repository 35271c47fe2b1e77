export * from './collapsible-section';
