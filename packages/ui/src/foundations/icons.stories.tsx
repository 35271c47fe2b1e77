import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  Bell,
  Calendar,
  ChevronDown,
  CircleCheck,
  CircleX,
  Clock,
  CloudFog,
  Copy,
  Download,
  EllipsisVertical,
  ExternalLink,
  FileText,
  Gauge,
  Info,
  LogOut,
  Mail,
  MapPin,
  Menu,
  MessageSquare,
  Monitor,
  Moon,
  Pencil,
  Plus,
  Search,
  Settings,
  Star,
  Sun,
  Trash2,
  TriangleAlert,
  User,
  Wind,
  type LucideIcon,
} from 'lucide-react';
import { expect, within } from 'storybook/test';

/** The lucide-react icons the product uses, by what they stand for. */
const ICON_GROUPS: { group: string; icons: { name: string; icon: LucideIcon; use: string }[] }[] = [
  {
    group: 'Monitoring',
    icons: [
      { name: 'Wind', icon: Wind, use: 'Wind speed and direction' },
      { name: 'Gauge', icon: Gauge, use: 'Gauges, thresholds' },
      { name: 'CloudFog', icon: CloudFog, use: 'Dust and particulates' },
      { name: 'MapPin', icon: MapPin, use: 'Monitoring locations' },
      { name: 'Calendar', icon: Calendar, use: 'Dates, date ranges' },
      { name: 'Clock', icon: Clock, use: 'Times, averaging periods' },
    ],
  },
  {
    group: 'Feedback',
    icons: [
      { name: 'CircleCheck', icon: CircleCheck, use: 'Success, status OK' },
      { name: 'TriangleAlert', icon: TriangleAlert, use: 'Warning, caution' },
      { name: 'CircleX', icon: CircleX, use: 'Error' },
      { name: 'Info', icon: Info, use: 'Information' },
      { name: 'Bell', icon: Bell, use: 'Alerts and notifications' },
    ],
  },
  {
    group: 'Actions',
    icons: [
      { name: 'Plus', icon: Plus, use: 'Add, create' },
      { name: 'Pencil', icon: Pencil, use: 'Edit' },
      { name: 'Copy', icon: Copy, use: 'Duplicate, copy' },
      { name: 'Trash2', icon: Trash2, use: 'Delete' },
      { name: 'Download', icon: Download, use: 'Export, download' },
      { name: 'Search', icon: Search, use: 'Search' },
      { name: 'EllipsisVertical', icon: EllipsisVertical, use: 'More actions (overflow)' },
      { name: 'ExternalLink', icon: ExternalLink, use: 'Opens elsewhere' },
    ],
  },
  {
    group: 'Navigation and content',
    icons: [
      { name: 'Menu', icon: Menu, use: 'Navigation menu' },
      { name: 'ChevronDown', icon: ChevronDown, use: 'Expand, open a list' },
      { name: 'FileText', icon: FileText, use: 'Reports, documents' },
      { name: 'Mail', icon: Mail, use: 'E-mail' },
      { name: 'MessageSquare', icon: MessageSquare, use: 'Comments, SMS' },
      { name: 'Star', icon: Star, use: 'Favourites' },
    ],
  },
  {
    group: 'Account and settings',
    icons: [
      { name: 'User', icon: User, use: 'Account, people' },
      { name: 'Settings', icon: Settings, use: 'Settings' },
      { name: 'LogOut', icon: LogOut, use: 'Sign out' },
      { name: 'Sun', icon: Sun, use: 'Light theme' },
      { name: 'Moon', icon: Moon, use: 'Dark theme' },
      { name: 'Monitor', icon: Monitor, use: 'System theme' },
    ],
  },
];

const ICON_COUNT = ICON_GROUPS.reduce((count, group) => count + group.icons.length, 0);

/** The icon gallery: each icon at 24px with its lucide-react name and meaning. */
function IconGallery() {
  return (
    <div className="flex flex-col gap-8">
      <p className="text-text-muted max-w-prose text-sm">
        Icons come from lucide-react, drawn with a 2px stroke in the current text colour, at 16px in
        text and small buttons, 20px in buttons and 24px on their own. They are decorative
        (aria-hidden): the button or text beside them carries the meaning. An icon-only button takes
        a label, shown as its tooltip.
      </p>
      {ICON_GROUPS.map(({ group, icons }) => (
        <section key={group} className="flex flex-col gap-3">
          <h2 className="text-base font-semibold">{group}</h2>
          <ul className="grid grid-cols-4 gap-3">
            {icons.map(({ name, icon: Icon, use }) => (
              <li
                key={name}
                data-testid="icon"
                className="rounded-card border-border bg-surface-raised flex items-center gap-3 border p-3"
              >
                <Icon aria-hidden="true" className="size-6 shrink-0" />
                <span className="flex min-w-0 flex-col">
                  <span className="truncate font-mono text-xs font-semibold">{name}</span>
                  <span className="text-text-muted text-xs">{use}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <section className="flex flex-col gap-3">
        <h2 className="text-base font-semibold">Sizes</h2>
        <div className="flex items-end gap-6">
          {(
            [
              ['size-4', '16px'],
              ['size-5', '20px'],
              ['size-6', '24px'],
              ['size-8', '32px'],
            ] as const
          ).map(([className, label]) => (
            <span key={className} className="flex flex-col items-center gap-1">
              <Wind aria-hidden="true" className={className} />
              <span className="text-text-muted font-mono text-xs">
                {className} ({label})
              </span>
            </span>
          ))}
        </div>
      </section>
    </div>
  );
}

const meta = {
  title: 'Foundations/Icons',
  tags: ['visual'],
  render: () => <IconGallery />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every icon the product uses, in the light theme. */
export const Gallery: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tiles = canvas.getAllByTestId('icon');
    await expect(tiles).toHaveLength(ICON_COUNT);
    await expect(ICON_COUNT).toBe(31);
    // Every tile draws its icon, hidden from assistive technology.
    for (const tile of tiles) {
      await expect(tile.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }
  },
};

/** The gallery in the dark theme. */
export const GalleryDark: Story = {
  ...Gallery,
  globals: { theme: 'dark' },
};
