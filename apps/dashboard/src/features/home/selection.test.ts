import { describe, expect, it } from 'vitest';
import { hasSelection, selectionFromSearch, selectionSearch } from './selection';

describe('home selection from URL parameters (foundation §2.9)', () => {
  it('reads each parameter', () => {
    expect(selectionFromSearch('?monitorId=AQ-1')).toEqual({ MonitorId: 'AQ-1' });
    expect(selectionFromSearch('?leaseId=L1&monitoringLocationId=M1')).toEqual({
      LeaseId: 'L1',
      MonitoringLocationId: 'M1',
    });
    expect(selectionFromSearch('?monitorIds=A,B&monitorIds=C&groupedLeaseIds=L1,%20L2')).toEqual({
      GroupedMonitorIds: ['A', 'B', 'C'],
      GroupedLeaseIds: ['L1', 'L2'],
    });
  });

  it('ignores empty values and knows when nothing is selected', () => {
    const empty = selectionFromSearch('?monitorId=&monitorIds=,,&other=1');
    expect(empty).toEqual({});
    expect(hasSelection(empty)).toBe(false);
    expect(hasSelection({ MonitorId: 'x' })).toBe(true);
  });

  it('writes a selection back to parameters that read the same', () => {
    const selection = { MonitorId: 'AQ 1&2', GroupedLeaseIds: ['a', 'b'] };
    expect(selectionFromSearch(selectionSearch(selection))).toEqual(selection);
    expect(selectionSearch({})).toBe('');
  });
});
