import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { useUiStrings } from '../ui-strings';
import { relativeTimeKey, type RelativeTimeFormat } from './relative-time-key';

/** Props of RelativeTime. */
export interface RelativeTimeProps extends Omit<
  ComponentProps<'time'>,
  'children' | 'dateTime' | 'title'
> {
  /** The moment to describe. */
  value: Date | number;
  /** The current time; the caller owns the clock (and re-renders to refresh the text). */
  now: Date | number;
  /** Turns the key and count into text, e.g. `ENGLISH_RELATIVE_TIME` or the app's translation. */
  format: RelativeTimeFormat;
  /** IANA time zone of the absolute time in the title; the device's by default. */
  timeZone?: string;
}

/**
 * A time as "2 hours ago" (the spec's wording), in a <time> element that carries the ISO time
 * for machines and the absolute date and time as its title.
 */
export function RelativeTime({
  value,
  now,
  format,
  timeZone,
  className,
  ...props
}: RelativeTimeProps) {
  const { locale } = useUiStrings();
  const thenMs = typeof value === 'number' ? value : value.getTime();
  const nowMs = typeof now === 'number' ? now : now.getTime();
  const { key, count } = relativeTimeKey(thenMs, nowMs);
  const absolute = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(thenMs);
  return (
    <time
      data-slot="relative-time"
      data-key={key}
      dateTime={new Date(thenMs).toISOString()}
      title={absolute}
      className={cn('tabular-nums', className)}
      {...props}
    >
      {format(key, count)}
    </time>
  );
}
