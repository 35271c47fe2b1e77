import { describe, expect, it } from 'vitest';
import { defaultReportName, reportRows } from './report-rows';

const contributions = [
  { Id: 701, Name: 'Perimeter dust and VOC', ContributionType: 'Der10' as const },
  { Id: 702, Name: 'Rule 1466 PM10', ContributionType: 'FourteenSixtySix' as const },
  { Id: 703, Name: 'Excavation PM2.5', ContributionType: 'Generic' as const },
];

describe('the project Reports rows', () => {
  it('joins each contribution with its export config, or gives the default name unscheduled', () => {
    const rows = reportRows(contributions, [
      { Id: 'a', ContributionId: 702, Name: 'Daily 1466', IsActive: true },
      { Id: 'b', ContributionId: 701, Name: 'Weekly DER-10', IsActive: false },
      { Id: 'c', ContributionId: 999, Name: 'Another project', IsActive: true },
    ]);
    expect(rows).toEqual([
      {
        contributionId: 701,
        contributionName: 'Perimeter dust and VOC',
        type: 'Der10',
        reportName: 'Weekly DER-10',
        schedule: 'inactive',
      },
      {
        contributionId: 702,
        contributionName: 'Rule 1466 PM10',
        type: 'FourteenSixtySix',
        reportName: 'Daily 1466',
        schedule: 'active',
      },
      {
        contributionId: 703,
        contributionName: 'Excavation PM2.5',
        type: 'Generic',
        reportName: 'Excavation PM2.5 Report',
        schedule: 'none',
      },
    ]);
  });

  it('names a report after its contribution by default', () => {
    expect(defaultReportName('North plume')).toBe('North plume Report');
  });

  it('has no rows without contributions', () => {
    expect(reportRows([], [{ Id: 'a', ContributionId: 1, Name: 'x', IsActive: true }])).toEqual([]);
  });
});
