import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Merges class names; the caller's className comes last and wins over the component's. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
