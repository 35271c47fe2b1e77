/** The table features that cannot be combined. */
export interface TableFeatureOptions {
  /** Whether the rows are split into pages. */
  pagination?: boolean;
  /** Whether rows can be selected with checkboxes. */
  selectable?: boolean;
}

/**
 * Throws when the options break a rule of the foundation spec: "Tables cannot combine pagination
 * with selection" (a selection that spans pages the user cannot see is too easy to act on by
 * mistake). It is a developer error, so DataTable calls this while rendering.
 */
export function assertTableOptions({ pagination, selectable }: TableFeatureOptions): void {
  if (pagination && selectable) {
    throw new Error(
      'DataTable: `pagination` and `selectable` cannot be combined (tables cannot combine ' +
        'pagination with selection). Drop one of them, e.g. show every row when rows can be selected.',
    );
  }
}
