// More demo projects, without instruments, so the projects list has enough tiles to page through
// (it loads 12 at a time) and to search and sort by organisation. The places are real; the works
// are fictional.

/** A demo project with no monitoring locations. */
export interface DemoProject {
  /** Project name (spec 03 §5 characters only). */
  name: string;
  /** Location label shown on the tile. */
  label: string;
  /** IANA time zone of the place. */
  timeZone: string;
  lat: number;
  lng: number;
}

/** Extra projects of the demo organisation. */
export const DEMO_EXTRA_PROJECTS: readonly DemoProject[] = [
  {
    name: 'Bayview Shipyard Redevelopment',
    label: 'San Francisco, California',
    timeZone: 'America/Los_Angeles',
    lat: 37.7292,
    lng: -122.3746,
  },
  {
    name: 'Fort Point Channel Dredging',
    label: 'Boston, Massachusetts',
    timeZone: 'America/New_York',
    lat: 42.3496,
    lng: -71.0496,
  },
  {
    name: 'South Loop Tower Demolition',
    label: 'Chicago, Illinois',
    timeZone: 'America/Chicago',
    lat: 41.8598,
    lng: -87.6245,
  },
  {
    name: 'Buffalo Bayou Soil Remediation',
    label: 'Houston, Texas',
    timeZone: 'America/Chicago',
    lat: 29.762,
    lng: -95.383,
  },
  {
    name: 'Sun Valley Landfill Closure',
    label: 'Los Angeles, California',
    timeZone: 'America/Los_Angeles',
    lat: 34.2175,
    lng: -118.37,
  },
  {
    name: 'Elizabeth River Sediment Cleanup',
    label: 'Norfolk, Virginia',
    timeZone: 'America/New_York',
    lat: 36.8235,
    lng: -76.29,
  },
  {
    name: 'Duwamish Waterway Capping',
    label: 'Seattle, Washington',
    timeZone: 'America/Los_Angeles',
    lat: 47.537,
    lng: -122.309,
  },
  {
    name: 'Globeville Brownfield (Phase 2)',
    label: 'Denver, Colorado',
    timeZone: 'America/Denver',
    lat: 39.783,
    lng: -104.979,
  },
  {
    name: 'Tempe Town Lake Excavation',
    label: 'Tempe, Arizona',
    timeZone: 'America/Phoenix',
    lat: 33.432,
    lng: -111.93,
  },
  {
    name: 'Newark Bay Pier Demolition',
    label: 'Newark, New Jersey',
    timeZone: 'America/New_York',
    lat: 40.689,
    lng: -74.149,
  },
  {
    name: 'Anacostia Riverbank Stabilisation',
    label: 'Washington, District of Columbia',
    timeZone: 'America/New_York',
    lat: 38.87,
    lng: -76.99,
  },
  {
    name: 'Wynwood Mixed-Use Excavation',
    label: 'Miami, Florida',
    timeZone: 'America/New_York',
    lat: 25.801,
    lng: -80.199,
  },
  {
    name: 'Honolulu Harbor Pier 38 Works',
    label: 'Honolulu, Hawaii',
    timeZone: 'Pacific/Honolulu',
    lat: 21.318,
    lng: -157.869,
  },
  {
    name: 'Anchorage Port Modernization',
    label: 'Anchorage, Alaska',
    timeZone: 'America/Anchorage',
    lat: 61.238,
    lng: -149.887,
  },
];

/** Projects of the second organisation, so an organisations administrator sees two organisations. */
export const DEMO_OTHER_ORGANISATION_PROJECTS: readonly DemoProject[] = [
  {
    name: 'Port of Oakland Berth Works',
    label: 'Oakland, California',
    timeZone: 'America/Los_Angeles',
    lat: 37.7955,
    lng: -122.279,
  },
  {
    name: 'Tacoma Tideflats Remediation',
    label: 'Tacoma, Washington',
    timeZone: 'America/Los_Angeles',
    lat: 47.266,
    lng: -122.413,
  },
];
