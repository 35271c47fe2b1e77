export * from './combobox';
// The search and keyboard helpers are shared with MultiSelect and kept public for callers that
// filter or navigate their own option lists.
export * from '../lib/listbox/filter';
export * from '../lib/listbox/navigation';
